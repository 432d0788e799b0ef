import {
  type SpokenChoiceResult,
  SpokenChoiceSchema,
  type SpokenReviewAnswer,
  SpokenReviewAnswerSchema,
} from "@brainy/contract";
import { postRecording } from "../../../lib/voice.ts";

/** POST /api/review/cards/{id}/spoken-answer: the answer said aloud, transcribed and graded. */
export function sendSpokenAnswer(
  cardId: string,
  recording: Blob,
  signal?: AbortSignal,
): Promise<SpokenReviewAnswer> {
  return postRecording(
    `/review/cards/${encodeURIComponent(cardId)}/spoken-answer`,
    recording,
    SpokenReviewAnswerSchema,
    signal,
  );
}

/** POST /api/review/spoken-choice: the rating said aloud (again, hard, good, easy or yes). */
export function sendSpokenChoice(recording: Blob, signal?: AbortSignal): Promise<SpokenChoiceResult> {
  return postRecording("/review/spoken-choice", recording, SpokenChoiceSchema, signal);
}
