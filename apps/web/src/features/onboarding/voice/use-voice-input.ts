import { useCallback, useEffect, useRef, useState } from "react";
import { getSpeechRecognition, listenOnce } from "./speech-recognition.ts";

export type VoiceInput = {
  /** False where the browser has no Web Speech API: show no microphone button. */
  supported: boolean;
  listening: boolean;
  /** What was heard last, for feedback. */
  transcript: string | null;
  error: string | null;
  /** Starts listening; the transcript goes to `onTranscript`, which may return an error to show. */
  listen: (onTranscript: (text: string) => string | null | Promise<string | null>) => void;
  stop: () => void;
  clear: () => void;
};

/** One-shot speech recognition state for a wizard step. */
export function useVoiceInput(): VoiceInput {
  const [Recognition] = useState(getSpeechRecognition);
  const [listening, setListening] = useState(false);
  const [transcript, setTranscript] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);

  useEffect(() => () => cancelRef.current?.(), []);

  const stop = useCallback(() => {
    cancelRef.current?.();
    cancelRef.current = null;
    setListening(false);
  }, []);

  const listen = useCallback<VoiceInput["listen"]>(
    (onTranscript) => {
      if (!Recognition) return;
      cancelRef.current?.();
      setError(null);
      setTranscript(null);
      setListening(true);
      let session: ReturnType<typeof listenOnce>;
      try {
        session = listenOnce(Recognition);
      } catch {
        setListening(false);
        setError("Voice input failed. Please try again.");
        return;
      }
      cancelRef.current = session.cancel;
      session.result
        .then(async (text) => {
          setTranscript(text);
          setError(await onTranscript(text));
        })
        .catch((failure: Error) => {
          if (failure.message) setError(failure.message);
        })
        .finally(() => {
          setListening(false);
          cancelRef.current = null;
        });
    },
    [Recognition],
  );

  const clear = useCallback(() => {
    setTranscript(null);
    setError(null);
  }, []);

  return { supported: Recognition !== null, listening, transcript, error, listen, stop, clear };
}
