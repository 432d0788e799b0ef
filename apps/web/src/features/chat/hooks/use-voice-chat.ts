import { useCallback, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { readStorage, storageKeys, writeStorage } from "../../../lib/storage.ts";
import { transcribeRecording } from "../../../lib/voice.ts";
import { useVoiceRecorder } from "../../../lib/voice-recorder.ts";
import type { VoiceStatus } from "../components/voice-controls.tsx";
import { useSpokenAnswer } from "./use-spoken-answer.ts";

/**
 * The tutor you talk to: the microphone (its recording transcribed on the server and asked as the
 * learner's message through `ask`) and the answers spoken sentence by sentence while 'Speak answers' is on.
 */
export function useVoiceChat(ask: (text: string) => void) {
  const [status, setStatus] = useState<VoiceStatus>({ kind: "idle" });
  const [offlineHeard, setOfflineHeard] = useState(false);
  const [speakAnswers, setSpeakAnswersState] = useState(
    () => readStorage(storageKeys.chatSpeakAnswers) === "1",
  );
  const speaker = useSpokenAnswer();
  const askRef = useRef(ask);
  askRef.current = ask;

  const setSpeakAnswers = useCallback(
    (on: boolean) => {
      setSpeakAnswersState(on);
      writeStorage(storageKeys.chatSpeakAnswers, on ? "1" : null);
      if (!on) speaker.stop();
    },
    [speaker.stop],
  );

  const onRecorded = useCallback(async (recording: Blob) => {
    setStatus({ kind: "transcribing" });
    try {
      const heard = await transcribeRecording(recording);
      setOfflineHeard(heard.provider === "pocketsphinx");
      setStatus({ kind: "idle" });
      askRef.current(heard.text);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status !== 0 && error.status < 500
          ? error.message
          : "The recording could not be transcribed. Try again, or type the question.";
      setStatus({ kind: "error", message });
    }
  }, []);

  const recorder = useVoiceRecorder(
    (recording) => void onRecorded(recording),
    (message) => setStatus({ kind: "error", message }),
  );

  const start = useCallback(() => {
    // Asking by voice means hearing the answer: 'Speak answers' turns on (the learner may turn it off).
    setSpeakAnswers(true);
    speaker.stop();
    setStatus({ kind: "idle" });
    void recorder.start();
  }, [recorder.start, setSpeakAnswers, speaker.stop]);

  return {
    recorder: recorder.state,
    start,
    stop: recorder.stop,
    status,
    transcribing: status.kind === "transcribing",
    offlineHeard,
    speakAnswers,
    setSpeakAnswers,
    speaker,
  };
}
