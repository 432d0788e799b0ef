import { z } from "zod";
import { type ReviewRating, ReviewSuggestionSchema } from "./review.ts";
import { TranscriptionSchema } from "./voice.ts";

/** Hands-free review (ADR 0058): the words a learner may say to rate a card, in the order 1-4, then 'yes'. */
export const SPOKEN_CHOICES = ["again", "hard", "good", "easy", "yes"] as const;
export type SpokenChoice = (typeof SPOKEN_CHOICES)[number];

/** Other words heard as a choice (an OpenAI-compatible endpoint writes what it hears). */
const SYNONYMS: Record<string, SpokenChoice> = {
  yeah: "yes",
  yep: "yes",
  ok: "yes",
  okay: "yes",
  accept: "yes",
  one: "again",
  two: "hard",
  three: "good",
  four: "easy",
};

/**
 * The choice a spoken confirmation names, or null: the last choice word heard wins ("no, good" is
 * good), so a learner who corrects themselves is taken at their last word.
 */
export function matchSpokenChoice(text: string): SpokenChoice | null {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const word of words.reverse()) {
    if ((SPOKEN_CHOICES as readonly string[]).includes(word)) return word as SpokenChoice;
    if (SYNONYMS[word]) return SYNONYMS[word];
  }
  return null;
}

/** The rating a choice gives: 'yes' takes the grader's suggestion (null when there is none). */
export function ratingForChoice(choice: SpokenChoice, suggested: ReviewRating | null): ReviewRating | null {
  if (choice === "yes") return suggested;
  return (SPOKEN_CHOICES.indexOf(choice) + 1) as ReviewRating;
}

/** Answer of POST /review/cards/{id}/spoken-answer: what the learner said and the grader's suggestion. */
export const SpokenReviewAnswerSchema = TranscriptionSchema.extend({
  suggestion: ReviewSuggestionSchema,
});
export type SpokenReviewAnswer = z.infer<typeof SpokenReviewAnswerSchema>;

/** Answer of POST /review/spoken-choice: the words heard and the choice they name (null: none heard). */
export const SpokenChoiceSchema = TranscriptionSchema.extend({
  choice: z
    .enum(SPOKEN_CHOICES)
    .nullable()
    .describe("again, hard, good or easy rate the card; yes accepts the suggested rating; null: none heard"),
});
export type SpokenChoiceResult = z.infer<typeof SpokenChoiceSchema>;
