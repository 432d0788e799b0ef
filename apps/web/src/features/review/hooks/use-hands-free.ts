import {
  type DueCard,
  REVIEW_RATING_NAMES,
  type ReviewRating,
  ratingForChoice,
  type SpokenReviewAnswer,
} from "@brainy/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { speakAndWait } from "../../../lib/voice.ts";
import { type RecorderError, useVoiceRecorder } from "../../../lib/voice-recorder.ts";
import { sendSpokenAnswer, sendSpokenChoice } from "../api/answer-aloud.ts";
import { spokenFront } from "../lib/spoken-card.ts";

/** Where a hands-free card is: what the page shows and what Space does. */
export type HandsFreePhase =
  | { kind: "off" }
  | { kind: "reading" }
  | { kind: "listening"; for: "answer" | "rating"; note?: string }
  | { kind: "transcribing"; for: "answer" | "rating" }
  | { kind: "suggesting" }
  /** The keys take over (the microphone refused, nothing heard twice…): the page's usual controls. */
  | { kind: "keys"; message: string };

const MIC_DENIED =
  "The microphone is not available, so hands-free continues with the keys: Space shows the answer, 1-4 rate it. Allow the microphone in the browser to answer aloud.";
const TRIES = 3;

class MicrophoneError extends Error {
  readonly reason: RecorderError;
  constructor(message: string, reason: RecorderError) {
    super(message);
    this.reason = reason;
  }
}

/** What a failed request means for the learner: the server's message when it gave one. */
function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong while listening.";
}

/**
 * Hands-free review (ADR 0058): each card is read aloud, the answer recorded (it ends by itself
 * after a second of quiet; Space sends it at once) and graded on the server, the suggestion
 * spoken, then the rating heard ('yes' accepts). The page's keys keep working throughout.
 */
export function useHandsFree(options: {
  enabled: boolean;
  card: DueCard | undefined;
  onAnswer: (cardId: string, answer: SpokenReviewAnswer) => void;
  onRate: (rating: ReviewRating) => void;
}) {
  const [phase, setPhase] = useState<HandsFreePhase>({ kind: "off" });
  const micDenied = useRef(false);
  const pending = useRef<{ resolve: (blob: Blob) => void; reject: (error: Error) => void } | null>(null);
  const skipReading = useRef<AbortController | null>(null);
  const callbacks = useRef(options);
  callbacks.current = options;

  const recorder = useVoiceRecorder(
    (blob) => {
      pending.current?.resolve(blob);
      pending.current = null;
    },
    (message, reason) => {
      pending.current?.reject(new MicrophoneError(message, reason));
      pending.current = null;
    },
    { stopOnSilence: true, deniedMessage: MIC_DENIED },
  );
  const startRecording = recorder.start;
  const stopRecording = recorder.stop;

  const listen = useCallback(
    (signal: AbortSignal) =>
      new Promise<Blob>((resolve, reject) => {
        pending.current = { resolve, reject };
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")), {
          once: true,
        });
        void startRecording();
      }),
    [startRecording],
  );

  const cardId = options.card?.id;
  const cardReps = options.card?.reps;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per card shown (its id and reps)
  useEffect(() => {
    const card = callbacks.current.card;
    if (!options.enabled || !card) {
      setPhase({ kind: "off" });
      return;
    }
    const run = new AbortController();
    const { signal } = run;
    const say = async (text: string) => {
      const skip = new AbortController();
      skipReading.current = skip;
      await speakAndWait(text, AbortSignal.any([signal, skip.signal]));
      skipReading.current = null;
    };
    const fallBack = (message: string) => !signal.aborted && setPhase({ kind: "keys", message });

    async function runCard(current: DueCard) {
      setPhase({ kind: "reading" });
      await say(spokenFront(current));
      if (signal.aborted) return;
      if (micDenied.current) return fallBack(MIC_DENIED);
      let answer: SpokenReviewAnswer | null = null;
      let note: string | undefined;
      for (let attempt = 0; attempt < TRIES && !answer; attempt++) {
        setPhase({ kind: "listening", for: "answer", note });
        const blob = await listen(signal);
        setPhase({ kind: "transcribing", for: "answer" });
        try {
          answer = await sendSpokenAnswer(current.id, blob, signal);
        } catch (error) {
          if (signal.aborted) return;
          if (!(error instanceof ApiError && error.status === 422)) throw error;
          note = `${error.message} Say your answer again, or press Space to stop listening.`;
        }
      }
      if (!answer) return fallBack("Your answer was not heard. Press Space to show the answer.");
      callbacks.current.onAnswer(current.id, answer);
      const suggested = answer.suggestion.rating as ReviewRating;
      setPhase({ kind: "suggesting" });
      await say(
        `Suggested: ${REVIEW_RATING_NAMES[suggested]}. ${answer.suggestion.feedback} Say yes to accept, or say again, hard, good or easy.`,
      );
      note = undefined;
      for (let attempt = 0; attempt < TRIES; attempt++) {
        if (signal.aborted) return;
        setPhase({ kind: "listening", for: "rating", note });
        const blob = await listen(signal);
        setPhase({ kind: "transcribing", for: "rating" });
        try {
          const heard = await sendSpokenChoice(blob, signal);
          const rating = heard.choice ? ratingForChoice(heard.choice, suggested) : null;
          if (rating) return callbacks.current.onRate(rating);
          note = `Heard "${heard.text}". Say yes, again, hard, good or easy, or press 1-4.`;
        } catch (error) {
          if (signal.aborted) return;
          if (!(error instanceof ApiError && error.status === 422)) throw error;
          note = `${error.message} Say yes, again, hard, good or easy, or press 1-4.`;
        }
      }
      fallBack("Choose a rating with the keys 1-4, or Enter for the suggested one.");
    }

    runCard(card).catch((error: unknown) => {
      if (signal.aborted) return;
      if (error instanceof MicrophoneError && error.reason === "denied") {
        micDenied.current = true;
        return fallBack(error.message);
      }
      fallBack(`${failureText(error)} Continue with the keys: Space shows the answer, 1-4 rate it.`);
    });
    return () => {
      run.abort();
      pending.current = null;
      stopRecording();
    };
  }, [options.enabled, cardId, cardReps, listen, stopRecording]);

  /** Space: skips the reading and listens at once, or sends what is being recorded. */
  const advance = useCallback(() => {
    if (phase.kind === "reading") skipReading.current?.abort();
    else if (phase.kind === "suggesting") skipReading.current?.abort();
    else if (phase.kind === "listening") stopRecording();
  }, [phase.kind, stopRecording]);

  return { phase, advance, listening: recorder.state === "listening" };
}
