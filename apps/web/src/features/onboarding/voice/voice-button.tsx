import { Mic, MicOff } from "lucide-react";
import { Button } from "../../../components/ui/index.ts";
import type { VoiceInput } from "./use-voice-input.ts";

type VoiceButtonProps = {
  voice: VoiceInput;
  /** What to say, e.g. "your birth date": used in the accessible name and the hint. */
  prompt: string;
  onTranscript: (text: string) => string | null | Promise<string | null>;
};

/** Microphone button and its feedback line; renders nothing where speech recognition is missing. */
export function VoiceButton({ voice, prompt, onTranscript }: VoiceButtonProps) {
  if (!voice.supported) return null;
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-3 sm:flex-row sm:items-center">
      <Button
        variant={voice.listening ? "primary" : "secondary"}
        size="sm"
        aria-pressed={voice.listening}
        aria-label={voice.listening ? "Stop listening" : `Answer by voice: say ${prompt}`}
        onClick={() => (voice.listening ? voice.stop() : voice.listen(onTranscript))}
      >
        {voice.listening ? <MicOff aria-hidden="true" size={16} /> : <Mic aria-hidden="true" size={16} />}
        {voice.listening ? "Listening…" : "Answer by voice"}
      </Button>
      <p className="text-xs text-muted" aria-live="polite">
        {voice.error ? (
          <span className="font-medium text-danger">{voice.error}</span>
        ) : voice.transcript ? (
          <>Heard: “{voice.transcript}”</>
        ) : (
          <>Or just say {prompt}.</>
        )}
      </p>
    </div>
  );
}
