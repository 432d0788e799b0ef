import type { VoiceRecording } from "@brainy/contract";
import { Download, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button, Card, Checkbox, Dialog, FormAlert, Spinner, toast } from "../../../components/ui/index.ts";
import {
  fetchVoiceRecordingAudio,
  useVoiceRecordingActions,
  useVoiceRecordings,
} from "../api/voice-recordings.ts";

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Plays one kept recording (its audio is fetched with the learner's session when asked). */
async function play(recording: VoiceRecording) {
  try {
    const url = URL.createObjectURL(await fetchVoiceRecordingAudio(recording.id));
    const audio = new Audio(url);
    audio.onended = () => URL.revokeObjectURL(url);
    await audio.play();
  } catch {
    toast("The recording could not be played.", { variant: "error" });
  }
}

/**
 * Settings → Privacy → 'Voice recordings' (ADR 0058): 'Keep my recordings' (off by default: a voice
 * question is deleted once transcribed); when on, the chat's voice questions are listed here to
 * play, export or delete.
 */
export function VoiceRecordingsCard() {
  const list = useVoiceRecordings();
  const actions = useVoiceRecordingActions();
  const [playing, setPlaying] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const recordings = list.data?.recordings ?? [];
  const error =
    actions.remove.error ?? actions.removeAll.error ?? actions.settings.error ?? actions.exportFile.error;

  return (
    <Card className="mb-6 flex flex-col gap-4 p-5 sm:p-7" aria-labelledby="voice-recordings-heading">
      <div className="flex flex-col gap-1">
        <h2 id="voice-recordings-heading" className="text-lg font-semibold text-text">
          Voice recordings
        </h2>
        <p className="text-sm text-muted">
          Audio is never stored after transcription unless you keep it. Hands-free review answers are never
          kept.
        </p>
      </div>
      <Checkbox
        label="Keep my recordings"
        description="Keep the questions you ask the tutor by voice, to listen to again. Off: each is deleted once transcribed."
        checked={list.data?.keep ?? false}
        disabled={!list.data || actions.settings.isPending}
        onCheckedChange={(keep) => actions.settings.mutate({ keep })}
      />
      {list.isPending ? (
        <Spinner label="Loading your recordings" showLabel />
      ) : list.isError ? (
        <FormAlert>{list.error.message}</FormAlert>
      ) : recordings.length === 0 ? (
        <p className="text-sm text-muted">No recordings kept.</p>
      ) : (
        <ul aria-label="Kept recordings" className="flex flex-col divide-y divide-border">
          {recordings.map((recording) => (
            <li key={recording.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex min-w-0 flex-col">
                <span className="break-words text-sm text-text">“{recording.transcript}”</span>
                <span className="text-xs text-muted">
                  {DATE.format(new Date(recording.createdAt))} · {recording.seconds} s
                </span>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={playing === recording.id}
                  onClick={() => {
                    setPlaying(recording.id);
                    void play(recording).finally(() => setPlaying(null));
                  }}
                >
                  <Play aria-hidden="true" size={14} /> Play
                  <span className="sr-only"> “{recording.transcript}”</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={actions.remove.isPending}
                  onClick={() => actions.remove.mutate(recording.id)}
                >
                  <Trash2 aria-hidden="true" size={14} /> Delete
                  <span className="sr-only"> “{recording.transcript}”</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && <FormAlert>{error.message}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={actions.exportFile.isPending}
          onClick={() => actions.exportFile.mutate()}
        >
          <Download aria-hidden="true" size={14} /> Export
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={recordings.length === 0 || actions.removeAll.isPending}
          onClick={() => setConfirming(true)}
        >
          Delete all recordings
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete all your recordings?"
        description={`${recordings.length === 1 ? "The recording" : `The ${recordings.length} recordings`} above will be deleted. This cannot be undone.`}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={actions.removeAll.isPending}
              onClick={() =>
                actions.removeAll.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast("Your recordings were deleted.", { variant: "success" });
                  },
                })
              }
            >
              Delete all recordings
            </Button>
          </>
        }
      />
    </Card>
  );
}
