import { Mic, Square } from "lucide-react";
import { Button, Checkbox, Spinner } from "../../../components/ui/index.ts";
import type { RecorderState } from "../../../lib/voice-recorder.ts";

export type VoiceStatus = { kind: "idle" } | { kind: "transcribing" } | { kind: "error"; message: string };

/** The microphone button (press to speak, press again to send) and what it is doing. */
export function MicButton({
  recorder,
  transcribing,
  disabled,
  onStart,
  onStop,
}: {
  recorder: RecorderState;
  transcribing: boolean;
  disabled: boolean;
  onStart: () => void;
  onStop: () => void;
}) {
  if (recorder === "unsupported") return null;
  const listening = recorder === "listening";
  return (
    <Button
      type="button"
      variant={listening ? "danger" : "secondary"}
      aria-label={listening ? "Stop and send the spoken question" : "Ask by voice"}
      aria-pressed={listening}
      disabled={(disabled || transcribing) && !listening}
      onClick={listening ? onStop : onStart}
      size="icon-lg"
    >
      {transcribing ? (
        <Spinner decorative size={18} />
      ) : listening ? (
        <Square aria-hidden="true" size={16} />
      ) : (
        <Mic aria-hidden="true" size={20} />
      )}
    </Button>
  );
}

/** 'Speak answers' and the voice status line: Listening…, Transcribing…, an error, the offline note. */
export function VoiceStatusLine({
  recorder,
  status,
  speakAnswers,
  onSpeakAnswers,
  speaking,
  played,
  offlineHeard,
  id,
}: {
  recorder: RecorderState;
  status: VoiceStatus;
  speakAnswers: boolean;
  onSpeakAnswers: (on: boolean) => void;
  speaking: boolean;
  played: number;
  offlineHeard: boolean;
  id: string;
}) {
  const text =
    recorder === "listening"
      ? "Listening… press the square to send."
      : status.kind === "transcribing"
        ? "Transcribing…"
        : status.kind === "error"
          ? status.message
          : speaking
            ? "Speaking the answer…"
            : offlineHeard
              ? "Heard offline by pocketsphinx: English only and less accurate than a speech service."
              : "";
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <p
        className={status.kind === "error" ? "text-xs text-danger" : "text-xs text-muted"}
        role="status"
        data-testid="voice-status"
        data-played={played}
      >
        {text}
      </p>
      <Checkbox
        id={id}
        label={<span className="text-xs">Speak answers</span>}
        checked={speakAnswers}
        onCheckedChange={onSpeakAnswers}
        className="items-center gap-2"
      />
    </div>
  );
}
