import { z } from "zod";
import { ReviewCardSchema } from "./review.ts";

/** A lesson teaches 2 to 6 named concepts (issue 37). */
export const CONCEPTS_PER_LESSON = { min: 2, max: 6 } as const;

const SMALL_WORDS = new Set(["a", "an", "the", "of", "to", "and", "in", "on", "for", "with"]);

/**
 * The key a goal's concepts are unique by: case, accents, punctuation, small words and plural
 * endings folded, so 'List Comprehensions', 'list comprehension' and 'The list-comprehension' are one.
 */
export function conceptKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !SMALL_WORDS.has(word))
    .map((word) =>
      word.length > 4 && word.endsWith("ies")
        ? `${word.slice(0, -3)}y`
        : word.length > 3 && word.endsWith("s") && !word.endsWith("ss")
          ? word.slice(0, -1)
          : word,
    )
    .join(" ");
}

/**
 * How a concept stands, in words as well as a number: 'new' while there is no evidence of the
 * learner's own (shown as 'not yet practised', never 0 % or weak).
 */
export const ConceptLevelSchema = z.enum(["new", "weak", "learning", "solid", "mastered"]);
export type ConceptLevel = z.infer<typeof ConceptLevelSchema>;

/** The words each level is shown with. */
export const CONCEPT_LEVEL_NAMES: Record<ConceptLevel, string> = {
  new: "Not yet practised",
  weak: "Weak",
  learning: "Getting there",
  solid: "Solid",
  mastered: "Mastered",
};

/** Mastery below this is a weak spot (weak or getting there). */
export const WEAK_CONCEPT_BELOW = 0.7;

/**
 * The model's 'known' line: a practised concept with P(known) at or above it counts as known. A
 * lesson not completed whose concepts all reach it is marked 'You likely know this' (issue 38).
 * One right answer clears it from a fresh concept's prior; one 'I already know this' alone does not.
 */
export const KNOWN_CONCEPT_FROM = 0.8;

/** The level of a mastery (0-1), or 'new' when not practised. */
export function conceptLevelOf(view: { practised: boolean; mastery: number | null }): ConceptLevel {
  if (!view.practised || view.mastery === null) return "new";
  if (view.mastery < 0.4) return "weak";
  if (view.mastery < WEAK_CONCEPT_BELOW) return "learning";
  if (view.mastery < 0.9) return "solid";
  return "mastered";
}

/** What a learner may say about a concept: 'I already know this' or 'I don't get this'. */
export const SelfReportSchema = z.enum(["known", "unknown"]);
export type SelfReport = z.infer<typeof SelfReportSchema>;

/** One concept as the 'What you know' view shows it. */
export const ConceptViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Creation order in the goal; prerequisites always come earlier. */
  position: z.number().int(),
  prerequisiteIds: z.array(z.uuid()).describe("The concepts this one builds on"),
  lessons: z.array(z.object({ id: z.uuid(), title: z.string() })).describe("The lessons that teach it"),
  practised: z.boolean().describe("False while there is no evidence: 'not yet practised'"),
  mastery: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe("Probability the learner knows it now; null when not practised"),
  certainty: z
    .number()
    .min(0)
    .max(1)
    .describe("How sure the model is (grows with evidence, fades with time)"),
  level: ConceptLevelSchema,
  evidence: z.object({
    total: z.number().int().describe("Pieces of evidence, self-reports included"),
    answers: z.number().int(),
    right: z.number().int().describe("Answers that were right (score ≥ 0.5)"),
    lastSeen: z.iso.datetime().nullable(),
    selfReport: SelfReportSchema.nullable().describe("The learner's last correction"),
    selfReportedAt: z.iso.datetime().nullable(),
  }),
  cards: z.object({
    total: z.number().int(),
    reviewed: z.number().int().describe("Cards reviewed at least once (their recall counts)"),
    recall: z.number().min(0).max(1).nullable().describe("Mean FSRS recall of its reviewed cards now"),
    due: z.array(z.iso.datetime()).describe("When its cards are due, earliest first (at most 20)"),
  }),
});
export type ConceptView = z.infer<typeof ConceptViewSchema>;

/** Where naming a goal's concepts stands, for goals planned before concepts existed. */
export const ConceptNamingSchema = z.object({
  state: z.enum(["queued", "running", "done", "failed"]),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
});

/** GET /api/learner-model/goals/{goalId}/concepts: the goal's concept graph with mastery. */
export const ConceptMapSchema = z.object({
  goal: z.object({ id: z.uuid(), title: z.string() }),
  concepts: z.array(ConceptViewSchema).describe("Prerequisites first"),
  weakSpots: z.array(z.uuid()).describe("Practised concepts below the weak line, weakest first"),
  naming: ConceptNamingSchema.nullable().describe("Set while the goal's concepts are being named"),
});
export type ConceptMap = z.infer<typeof ConceptMapSchema>;

/** One piece of the evidence log, as the learner sees it. */
export const EvidenceEntrySchema = z.object({
  kind: z.string().describe("assessment, topic_assessment, checkpoint, card, quiz_me, self_report, practice"),
  score: z.number().min(0).max(1),
  at: z.iso.datetime(),
});
export type EvidenceEntry = z.infer<typeof EvidenceEntrySchema>;

/** GET /api/learner-model/concepts/{id}: a concept with its latest evidence. */
export const ConceptDetailSchema = z.object({
  goalId: z.uuid(),
  concept: ConceptViewSchema,
  recent: z.array(EvidenceEntrySchema).describe("The latest evidence, newest first (at most 10)"),
});
export type ConceptDetail = z.infer<typeof ConceptDetailSchema>;

/** POST /api/learner-model/concepts/{id}/self-report */
export const SelfReportRequestSchema = z.object({ says: SelfReportSchema });
export type SelfReportRequest = z.infer<typeof SelfReportRequestSchema>;

/** The answer to a correction: the concept before and after, so the change shows. */
export const ConceptChangeSchema = z.object({
  before: ConceptViewSchema,
  concept: ConceptViewSchema,
  recorded: z.boolean().describe("False when the same answer was recorded already"),
});
export type ConceptChange = z.infer<typeof ConceptChangeSchema>;

/** An answer to a checkpoint or practice question: what was chosen or typed. */
export const ItemAnswerRequestSchema = z.object({ answer: z.string().trim().min(1).max(200) });
export type ItemAnswerRequest = z.infer<typeof ItemAnswerRequestSchema>;

/** The server's verdict on an answer. */
export const ItemVerdictSchema = z.object({
  correct: z.boolean(),
  answer: z.string().describe("The right answer"),
  explanation: z.string(),
  recorded: z.boolean().describe("Whether it became evidence (a checkpoint counts its first answer only)"),
});
export type ItemVerdict = z.infer<typeof ItemVerdictSchema>;

/** A fresh question of a practice set, without its answer. */
export const PracticeQuestionSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  choices: z.array(z.string()).describe("Empty for a fill-in question"),
});
export type PracticeQuestion = z.infer<typeof PracticeQuestionSchema>;

/** POST /api/learner-model/concepts/{id}/practice: the concept's cards and fresh questions. */
export const PracticeSetSchema = z.object({
  concept: ConceptViewSchema,
  goalId: z.uuid(),
  cards: z.array(ReviewCardSchema),
  questions: z.array(PracticeQuestionSchema),
  empty: z.string().nullable().describe("Why there is nothing to practise, when so"),
});
export type PracticeSet = z.infer<typeof PracticeSetSchema>;

/** The answer to a practice question: the verdict and the concept after it. */
export const PracticeVerdictSchema = ItemVerdictSchema.extend({ concept: ConceptViewSchema });
export type PracticeVerdict = z.infer<typeof PracticeVerdictSchema>;

/** GET /api/learner-model/weakest: the weakest practised concepts across the learner's goals (/home). */
export const WeakestConceptsSchema = z.object({
  concepts: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      goalId: z.uuid(),
      goalTitle: z.string(),
      mastery: z.number().min(0).max(1),
      level: ConceptLevelSchema,
    }),
  ),
});
export type WeakestConcepts = z.infer<typeof WeakestConceptsSchema>;
