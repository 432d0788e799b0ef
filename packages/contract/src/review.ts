import { z } from "zod";

/** Where a review card came from. */
export const ReviewCardSourceSchema = z.enum([
  "lesson",
  "missed-question",
  "selection",
  "note",
  "manual",
  "import",
]);
export type ReviewCardSource = z.infer<typeof ReviewCardSourceSchema>;

/** basic: a question and its answer; cloze: text with {{c1::hidden}} parts. */
export const ReviewCardKindSchema = z.enum(["basic", "cloze"]);
export type ReviewCardKind = z.infer<typeof ReviewCardKindSchema>;

/** Where a card stands in FSRS: new, being learnt, in review, or relearnt after a lapse. */
export const ReviewCardStateSchema = z.enum(["new", "learning", "review", "relearning"]);
export type ReviewCardState = z.infer<typeof ReviewCardStateSchema>;

/** The four ratings of a review: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export const ReviewRatingSchema = z.number().int().min(1).max(4);
export type ReviewRating = 1 | 2 | 3 | 4;
export const REVIEW_RATING_NAMES = { 1: "Again", 2: "Hard", 3: "Good", 4: "Easy" } as const;

/** The learner's desired retention when none is set: FSRS schedules for 90 % recall. */
export const DEFAULT_DESIRED_RETENTION = 0.9;

const CardText = z.string().trim().min(1, "A card needs text on both sides").max(2000);

/** A review card as the learner sees it. */
export const ReviewCardSchema = z.object({
  id: z.uuid(),
  lessonId: z.uuid().nullable().describe("The lesson the card comes from, if any"),
  lessonTitle: z.string().nullable(),
  source: ReviewCardSourceSchema,
  blockIndex: z.number().int().nullable().describe("The lesson block the card was written from"),
  kind: ReviewCardKindSchema,
  front: z.string().describe("The question, or for cloze the text with {{c1::…}} parts"),
  back: z.string().describe("The answer (for cloze: an optional extra)"),
  suspended: z.boolean(),
  state: ReviewCardStateSchema,
  due: z.iso.datetime(),
  reps: z
    .number()
    .int()
    .min(0)
    .describe("Reviews so far: a grade names it, so a second tab's grade is refused"),
  lapses: z.number().int().min(0),
  lastReview: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReviewCard = z.infer<typeof ReviewCardSchema>;
export const ReviewCardListSchema = z.array(ReviewCardSchema);

/** POST /review/cards: a card the learner writes (by hand, or from a selection in a lesson). */
export const ReviewCardCreateSchema = z.object({
  front: CardText,
  back: z.string().trim().max(2000).default(""),
  kind: ReviewCardKindSchema.default("basic"),
  source: z.enum(["manual", "selection"]).default("manual"),
  lessonId: z.uuid().nullable().optional(),
  blockIndex: z.number().int().min(0).nullable().optional(),
});
export type ReviewCardCreate = z.input<typeof ReviewCardCreateSchema>;

/** PATCH /review/cards/{id}: edit the text, suspend or resume. */
export const ReviewCardUpdateSchema = z.object({
  front: CardText.optional(),
  back: z.string().trim().max(2000).optional(),
  suspended: z.boolean().optional(),
});
export type ReviewCardUpdate = z.infer<typeof ReviewCardUpdateSchema>;

export const ReviewCardParamsSchema = z.object({ id: z.uuid() });

/** The time-zone query of the review calls: which local day is today (default UTC). */
export const ReviewQuerySchema = z.object({
  tz: z.string().max(64).optional().describe("IANA time zone of the learner, e.g. Europe/London"),
});

/** What each rating would do to a card now: when it comes back, and the interval in words. */
export const ReviewIntervalSchema = z.object({
  rating: ReviewRatingSchema,
  due: z.iso.datetime(),
  label: z.string().describe("The interval as shown on the button: '10 min', '3 d'"),
});
export type ReviewInterval = z.infer<typeof ReviewIntervalSchema>;

/** A card in the due queue, with the interval each rating would give it. */
export const DueCardSchema = ReviewCardSchema.extend({ intervals: z.array(ReviewIntervalSchema).length(4) });
export type DueCard = z.infer<typeof DueCardSchema>;

/** GET /review/queue: the cards due now (at most 20), and the day's counts in the learner's time zone. */
export const ReviewQueueSchema = z.object({
  cards: z.array(DueCardSchema),
  dueToday: z
    .number()
    .int()
    .min(0)
    .describe(
      "Cards in today's queue: a learning step due by now, a card scheduled in days due before the learner's midnight; suspended ones aside; counted up to 1,000",
    ),
  dueTomorrow: z.number().int().min(0).describe("Cards that fall due during the next local day"),
  reviewedToday: z.number().int().min(0),
  streakDays: z
    .number()
    .int()
    .min(0)
    .describe("Consecutive local days with a review, up to today (or yesterday)"),
  canUndo: z.boolean().describe("Whether there is a last rating to undo"),
});
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

/** POST /review/cards/{id}/grade. */
export const ReviewGradeSchema = z.object({
  rating: ReviewRatingSchema,
  durationMs: z.number().int().min(0).max(3_600_000).describe("Time from showing the card to the rating"),
  reps: z
    .number()
    .int()
    .min(0)
    .describe("The card's reps as the client showed it; another value answers 409"),
});
export type ReviewGrade = z.infer<typeof ReviewGradeSchema>;

/** The answer to a grade or an undo: the card as it stands now. */
export const ReviewResultSchema = z.object({ card: ReviewCardSchema });
export type ReviewResult = z.infer<typeof ReviewResultSchema>;

/** GET/PUT /review/settings: the retention FSRS schedules for. */
export const ReviewSettingsSchema = z.object({
  desiredRetention: z.number().min(0.7).max(0.99).describe("Share of cards to recall when due (0.70-0.99)"),
});
export type ReviewSettings = z.infer<typeof ReviewSettingsSchema>;

/** GET /review/export?goalId=: a goal's cards, or all, as Anki's text format. */
export const ReviewExportQuerySchema = z.object({ goalId: z.uuid().optional() });

/** POST /review/import: Anki's text format (tab-separated, with its header lines). */
export const ReviewImportSchema = z.object({
  text: z.string().min(1, "The file is empty").max(900_000, "At most 900 KB of text"),
});
export type ReviewImport = z.infer<typeof ReviewImportSchema>;

export const ReviewImportResultSchema = z.object({
  imported: z.number().int().min(0),
  duplicates: z.number().int().min(0).describe("Cards the learner already had"),
  skipped: z
    .number()
    .int()
    .min(0)
    .describe("Rows that were not a card (no text, or a basic card without an answer)"),
});
export type ReviewImportResult = z.infer<typeof ReviewImportResultSchema>;

/** How well a lesson's or a section's cards are retained now. */
export const RetentionSchema = z.object({
  retention: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe(
      "Mean recall probability now of its reviewed cards; null while none was reviewed ('not yet practised')",
    ),
  cards: z.number().int().min(0),
});
export type Retention = z.infer<typeof RetentionSchema>;

/** GET /review/mastery: retention per lesson and per section (roadmap), for the lessons that have cards. */
export const MasterySchema = z.object({
  lessons: z.record(z.string(), RetentionSchema).describe("By lesson id"),
  sections: z.record(z.string(), RetentionSchema).describe("By section (roadmap) id"),
});
export type Mastery = z.infer<typeof MasterySchema>;

/** GET /review/goals/{goalId}/mastery. */
export const MasteryMapParamsSchema = z.object({ goalId: z.uuid() });

/** A lesson on the mastery map: its retention now, or null when it has no active cards. */
export const MasteryMapLessonSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  retention: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe("Mean recall probability of its reviewed cards now; null without cards or before any review"),
  cards: z.number().int().min(0),
});
export type MasteryMapLesson = z.infer<typeof MasteryMapLessonSchema>;

/** A section (roadmap) of the goal, its lessons in order. */
export const MasteryMapSectionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  courseTitle: z.string(),
  retention: z.number().min(0).max(1).nullable(),
  cards: z.number().int().min(0),
  lessons: z.array(MasteryMapLessonSchema),
});
export type MasteryMapSection = z.infer<typeof MasteryMapSectionSchema>;

/** A lesson retained below the learner's desired retention, with its section. */
export const WeakSpotSchema = MasteryMapLessonSchema.extend({
  retention: z.number().min(0).max(1),
  sectionId: z.uuid(),
  sectionTitle: z.string(),
});
export type WeakSpot = z.infer<typeof WeakSpotSchema>;

/** The most weak spots the map names (the weakest first). */
export const WEAK_SPOT_LIMIT = 6;

/** GET /review/goals/{goalId}/mastery: a goal's sections × lessons by retention, weak spots first. */
export const MasteryMapSchema = z.object({
  goal: z.object({ id: z.uuid(), title: z.string() }),
  desiredRetention: z.number().min(0).max(1).describe("Below it, a lesson is a weak spot"),
  retention: z.number().min(0).max(1).nullable().describe("The goal's cards' mean recall probability now"),
  cards: z.number().int().min(0),
  weakSpots: z
    .array(WeakSpotSchema)
    .max(WEAK_SPOT_LIMIT)
    .describe("Lessons with cards retained below the desired retention, weakest first"),
  sections: z.array(MasteryMapSectionSchema),
});
export type MasteryMap = z.infer<typeof MasteryMapSchema>;

const UUID_LIST =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:,[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}){0,49}$/i;

/** GET /review/queue: the day's queue, of one goal's or some lessons' cards when asked ('Review these'). */
export const ReviewQueueQuerySchema = ReviewQuerySchema.extend({
  goalId: z.uuid().optional().describe("Only the cards of this goal's lessons"),
  lessonIds: z
    .string()
    .regex(UUID_LIST, "a comma-separated list of 1 to 50 lesson ids")
    .optional()
    .describe("Only the cards of these lessons (comma-separated ids, at most 50)"),
  aheadDays: z.coerce
    .number()
    .int()
    .min(0)
    .max(7)
    .optional()
    .describe(
      "Also the cards falling due in the next 1-7 local days (the app keeps them to review offline); the counts stay today's",
    ),
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuerySchema>;

/** POST /review/cards/{id}/suggest-rating: the learner's typed answer. */
export const ReviewAnswerSchema = z.object({
  answer: z.string().trim().max(2000).describe("What the learner typed before showing the answer"),
});
export type ReviewAnswer = z.infer<typeof ReviewAnswerSchema>;

/** The AI grader's suggestion for a typed answer; the learner accepts or changes it, then grades. */
export const ReviewSuggestionSchema = z.object({
  rating: ReviewRatingSchema.describe("The suggested rating: 1 Again, 2 Hard, 3 Good, 4 Easy"),
  feedback: z.string().describe("One or two sentences on the answer"),
});
export type ReviewSuggestion = z.infer<typeof ReviewSuggestionSchema>;
