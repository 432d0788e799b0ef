import {
  DEFAULT_DESIRED_RETENTION,
  type DueCard,
  type ReviewCard,
  type ReviewCardCreate,
  ReviewCardCreateSchema,
  type ReviewCardKind,
  type ReviewCardSource,
  type ReviewCardUpdate,
  type ReviewGrade,
  type ReviewQueue,
  type ReviewRating,
  type ReviewSuggestion,
} from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import { gradeReviewAnswerTask } from "../../ai/tasks/grade-review-answer/index.ts";
import { HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { IdempotentOptions, UserOptions } from "../../lib/service-options.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import type { Actor } from "../../plugins/auth.ts";
import { findCardConceptIds, recordEvidence, retractEvidence } from "../learner-model/index.ts";
import { findLessonRow } from "../lessons/index.ts";
import { localDay } from "../pomodoro/index.ts";
import {
  type CardRow,
  deleteCard,
  findCard,
  findDesiredRetention,
  findDueCards,
  findReviewFacts,
  fsrsStateOf,
  insertCards,
  listCards,
  type QueueScope,
  saveDesiredRetention,
  storeReview,
  takeBackLastReview,
  updateCard,
} from "./repository.ts";
import { gradeCard, nextLocalMidnight, previewIntervals, reviewStreak, stateName } from "./schedule.ts";

/** The cards a queue answers at once; the client asks again when it has graded them. */
const QUEUE_LIMIT = 20;

/**
 * How long a kept answer that depends on the clock (the queue: a learning step comes due; the
 * mastery: recall decays) may be reused: as the dashboard's, a few seconds. Any write to the
 * learner's cards, reviews or settings makes it stale at once.
 */
export const CLOCK_READ_MAX_AGE_MS = 5_000;

/** A card list longer than this is read again on each call instead of kept in memory. */
const KEPT_CARDS_MAX = 2_000;

/** A card row as the learner sees it. */
export function toReviewCard(row: CardRow): ReviewCard {
  return {
    id: row.id,
    lessonId: row.lessonId,
    lessonTitle: row.lessonTitle,
    source: row.source as ReviewCardSource,
    blockIndex: row.blockIndex,
    kind: row.kind as ReviewCardKind,
    front: row.front,
    back: row.back,
    suspended: row.suspended,
    state: stateName(row.state),
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview ? row.lastReview.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The learner's card, or 404 (another learner's card too). */
export async function ownCard(options: UserOptions & { cardId: string }): Promise<CardRow> {
  const row = await findCard(options.db, options.userId, options.cardId);
  if (!row) throw notFound("Card");
  return row;
}

/** GET /review/cards: the learner's cards, newest first (of one lesson when asked). */
export async function listReviewCards(options: UserOptions & { lessonId?: string }): Promise<ReviewCard[]> {
  const { db, userId, lessonId } = options;
  // Kept until a write changes the learner's cards (or a lesson's title); a long list is not kept.
  const rows = await memoizedRead(
    db,
    {
      key: `review-cards:${userId}:${lessonId ?? ""}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["review_cards", "lessons"],
      keep: (list) => list.length <= KEPT_CARDS_MAX,
    },
    () => listCards(db, userId, lessonId),
  );
  return deriveOnce("review-cards", rows, (list) => list.map(toReviewCard));
}

/** POST /review/cards: a card the learner writes; a lesson named must be theirs (else 404). */
export async function createReviewCard(
  options: UserOptions & { input: ReviewCardCreate },
): Promise<ReviewCard> {
  const input = ReviewCardCreateSchema.parse(options.input);
  if (input.lessonId && !(await findLessonRow(options.db, options.userId, input.lessonId)))
    throw notFound("Lesson");
  if (input.kind === "basic" && input.back === "")
    throw new AppError("VALIDATION_FAILED", "A card needs text on both sides", {
      details: { issues: [{ path: "body.back", message: "required for a basic card" }] },
    });
  if (input.kind === "cloze" && !/\{\{c\d+::[^}]+\}\}/.test(input.front))
    throw new AppError("VALIDATION_FAILED", "A cloze card hides at least one {{c1::part}}", {
      details: { issues: [{ path: "body.front", message: "no {{c1::…}} part" }] },
    });
  const [id] = await insertCards(options.db, options.userId, [
    {
      source: input.source,
      kind: input.kind,
      front: input.front,
      back: input.back,
      lessonId: input.lessonId ?? null,
      blockIndex: input.blockIndex ?? null,
    },
  ]);
  return toReviewCard(await ownCard({ ...options, cardId: id! }));
}

/** PATCH /review/cards/{id}: edit, suspend or resume. */
export async function editReviewCard(
  options: UserOptions & { cardId: string; input: ReviewCardUpdate },
): Promise<ReviewCard> {
  if (!(await updateCard(options.db, options.userId, options.cardId, options.input))) throw notFound("Card");
  return toReviewCard(await ownCard(options));
}

/** DELETE /review/cards/{id}: the card and its reviews go. */
export async function removeReviewCard(options: UserOptions & { cardId: string }) {
  if (!(await deleteCard(options.db, options.userId, options.cardId))) throw notFound("Card");
}

/** The retention FSRS schedules the learner's cards for. */
export async function getDesiredRetention(options: UserOptions): Promise<number> {
  const { db, userId } = options;
  const value = await memoizedRead(
    db,
    {
      key: `review-settings:${userId}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["review_settings"],
    },
    () => findDesiredRetention(db, userId),
  );
  return value ?? DEFAULT_DESIRED_RETENTION;
}

/** PUT /review/settings. */
export async function setDesiredRetention(options: UserOptions & { desiredRetention: number }) {
  await saveDesiredRetention(options.db, options.userId, options.desiredRetention);
  return { desiredRetention: options.desiredRetention };
}

/**
 * GET /review/queue: the cards due in the learner's today (two statements whatever the number of
 * cards: the due cards, and the day's counts with the settings), each with the four ratings'
 * intervals.
 */
export async function getReviewQueue(
  options: UserOptions & { timeZone?: string; now?: Date; scope?: QueueScope; aheadDays?: number },
): Promise<ReviewQueue> {
  // An answer for a given moment (tests) is read as is; the current one is kept a few seconds,
  // until a write to the learner's cards, reviews, settings or lessons.
  if (options.now) return readReviewQueue(options);
  const { db, userId, scope } = options;
  const queue = await memoizedRead(
    db,
    {
      key: `review-queue:${userId}:${options.timeZone ?? "UTC"}:${options.aheadDays ?? 0}:${scope?.goalId ?? ""}:${scope?.lessonIds?.join(",") ?? ""}`,
      owner: userId,
      maxAgeMs: CLOCK_READ_MAX_AGE_MS,
      reads: ["review_cards", "review_logs", "review_settings", "lessons", "roadmaps", "courses"],
    },
    () => readReviewQueue(options),
  );
  // Its JSON is then written once per kept answer (lib/shared-answers.ts).
  return deriveOnce("review-queue", queue, (kept) => ({ ...kept }));
}

async function readReviewQueue(
  options: UserOptions & { timeZone?: string; now?: Date; scope?: QueueScope; aheadDays?: number },
): Promise<ReviewQueue> {
  const { scope } = options;
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? "UTC";
  const endOfDay = nextLocalMidnight(now, timeZone);
  // With aheadDays, the cards falling due up to that many local midnights later come too.
  const endOfCards = options.aheadDays ? nextLocalMidnight(now, timeZone, 1 + options.aheadDays) : endOfDay;
  const [cards, facts] = await Promise.all([
    findDueCards(options.db, options.userId, { now, endOfDay: endOfCards, limit: QUEUE_LIMIT, scope }),
    findReviewFacts(options.db, options.userId, {
      now,
      endOfDay,
      endOfTomorrow: nextLocalMidnight(now, timeZone, 2),
      today: localDay(now, timeZone),
      scope,
    }),
  ]);
  const retention = facts.desiredRetention ?? DEFAULT_DESIRED_RETENTION;
  return {
    cards: cards.map(
      (row): DueCard => ({
        ...toReviewCard(row),
        intervals: previewIntervals(fsrsStateOf(row), now, retention),
      }),
    ),
    dueToday: facts.dueToday,
    dueTomorrow: facts.dueTomorrow,
    reviewedToday: facts.reviewedToday,
    streakDays: reviewStreak(facts.days, localDay(now, timeZone)),
    canUndo: facts.canUndo,
  };
}

/**
 * POST /review/cards/{id}/grade: FSRS moves the card and the review is logged, both in one
 * statement that holds only while the card's reps are those the learner saw; a second tab's grade
 * answers 409 with the card as it now stands.
 */
export async function gradeReviewCard(
  options: UserOptions &
    IdempotentOptions & { cardId: string; grade: ReviewGrade; timeZone?: string; now?: Date },
): Promise<{ card: ReviewCard }> {
  const { db, userId, cardId, grade } = options;
  const now = options.now ?? new Date();
  const [row, retention] = await Promise.all([ownCard(options), getDesiredRetention(options)]);
  const conflict = () =>
    new AppError("CONFLICT", "This card was already graded (in another tab?).", {
      details: { reason: "ALREADY_GRADED", card: toReviewCard(row) },
    });
  if (row.reps !== grade.reps) throw conflict();
  const before = fsrsStateOf(row);
  const after = gradeCard(before, grade.rating as ReviewRating, now, retention);
  const answer = { card: toReviewCard({ ...row, ...after, due: new Date(after.due), lastReview: now }) };
  const review = {
    userId,
    cardId,
    expectedReps: grade.reps,
    rating: grade.rating,
    durationMs: grade.durationMs,
    before,
    after,
    reviewedAt: now,
    localDay: localDay(now, options.timeZone ?? "UTC"),
  };
  const { keep } = options;
  // The review and the answer kept under its Idempotency-Key commit together.
  const stored = keep
    ? await db.transaction(async (tx) => {
        if (!(await storeReview(tx, review))) return false;
        await keep(tx, answer);
        return true;
      })
    : await storeReview(db, review);
  if (!stored) {
    const current = await ownCard(options);
    throw new AppError("CONFLICT", "This card was already graded (in another tab?).", {
      details: { reason: "ALREADY_GRADED", card: toReviewCard(current) },
    });
  }
  // The rating is evidence on the card's concepts (issue 37): Again wrong, Hard/Good/Easy right.
  await recordEvidence({
    db,
    userId,
    evidence: [
      {
        conceptIds: await findCardConceptIds(db, userId, cardId),
        itemKey: cardItemKey(cardId, grade.reps),
        kind: "card",
        score: grade.rating === 1 ? 0 : 1,
        durationMs: grade.durationMs,
        at: now,
      },
    ],
  });
  return answer;
}

/** The evidence key of a card's rating: the card and the reps it was graded on (a second tab's grade is refused). */
const cardItemKey = (cardId: string, reps: number) => `card:${cardId}:${reps}`;

/** POST /review/undo: the learner's last rating is taken back; the card is as it was before it. */
export async function undoLastReview(options: UserOptions): Promise<{ card: ReviewCard }> {
  const last = await takeBackLastReview(options.db, options.userId);
  if (!last) throw new AppError("CONFLICT", "There is no rating to undo.");
  // The rating taken back is no longer evidence: its concepts are folded again without it.
  await retractEvidence({
    db: options.db,
    userId: options.userId,
    itemKey: cardItemKey(last.cardId, last.stateBefore.reps),
  });
  return { card: toReviewCard(await ownCard({ ...options, cardId: last.cardId })) };
}

const CLOZE_PART = /\{\{c\d+::([^}]*?)(?:::[^}]*)?\}\}/g;

/** What the grader compares: the question as the learner saw it, and the answer it expects. */
export function cardQuestionAndAnswer(card: { kind: string; front: string; back: string }) {
  if (card.kind !== "cloze") return { question: card.front, expectedAnswer: card.back };
  const hidden = [...card.front.matchAll(CLOZE_PART)].map((m) => m[1] ?? "");
  return { question: card.front.replace(CLOZE_PART, "[…]"), expectedAnswer: hidden.join(", ") };
}

/**
 * POST /review/cards/{id}/suggest-rating: the AI grader's suggested rating for an answer the
 * learner typed ('Type your answer'). It only suggests: the learner's grade goes through
 * gradeReviewCard like any other.
 */
export async function suggestReviewRating(options: {
  db: UserOptions["db"];
  ai: AiEngine;
  actor: Actor;
  cardId: string;
  answer: string;
}): Promise<ReviewSuggestion> {
  const card = await ownCard({ db: options.db, userId: options.actor.userId, cardId: options.cardId });
  const output = await options.ai.run(
    gradeReviewAnswerTask,
    { ...cardQuestionAndAnswer(card), answer: options.answer },
    options.actor,
  );
  return { rating: output.rating, feedback: output.feedback };
}
