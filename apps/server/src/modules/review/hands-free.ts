import {
  matchSpokenChoice,
  SPOKEN_CHOICES,
  type SpokenChoiceResult,
  type SpokenReviewAnswer,
} from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import type { Actor } from "../../plugins/auth.ts";
import { type Transcriber, transcribeRequestBody } from "../../speech/transcribe.ts";
import { ownCard, suggestReviewRating } from "./service.ts";

type Listening = {
  transcriber: Transcriber | null;
  /** The request's body: the recording's bytes. */
  recording: unknown;
  signal?: AbortSignal;
  onFailure: (error: unknown) => void;
};

/**
 * Hands-free review (ADR 0058): a card's answer said aloud, transcribed and checked by the same
 * grader as 'Type your answer'. The card is checked first (404 before any work); a recording that
 * cannot be heard is refused before the grader runs, so it charges nothing. Nothing is stored.
 */
export async function suggestRatingForSpokenAnswer(
  options: { db: UserOptions["db"]; ai: AiEngine; actor: Actor; cardId: string } & Listening,
): Promise<SpokenReviewAnswer> {
  await ownCard({ db: options.db, userId: options.actor.userId, cardId: options.cardId });
  const heard = await transcribeRequestBody(options.transcriber, options.recording, options);
  const suggestion = await suggestReviewRating({ ...options, answer: heard.text.slice(0, 2000) });
  return { ...heard, suggestion };
}

/**
 * A spoken rating: the recording is heard against the five choice words only (far better offline
 * than open English) and matched; a choice not heard answers `choice: null`. Nothing is stored.
 */
export async function hearSpokenChoice(options: Listening): Promise<SpokenChoiceResult> {
  const heard = await transcribeRequestBody(options.transcriber, options.recording, {
    ...options,
    phrases: SPOKEN_CHOICES,
  });
  return { ...heard, choice: matchSpokenChoice(heard.text) };
}
