import type { ReviewCard } from "@brainy/contract";
import { type McpServer, requireScopes } from "@modelcontextprotocol/server";
import { z } from "zod";
import { createNote } from "../notes/index.ts";
import { logFocusSession } from "../pomodoro/index.ts";
import { createReviewCard, getReviewQueue, gradeReviewCard } from "../review/index.ts";
import { type McpCaller, TimeZoneInput, zoneOf } from "./caller.ts";
import { guarded, jsonResult } from "./results.ts";

const RATINGS = { again: 1, hard: 2, good: 3, easy: 4 } as const;

const card = (c: ReviewCard) => ({
  id: c.id,
  kind: c.kind,
  front: c.front,
  back: c.back,
  lessonId: c.lessonId,
  lessonTitle: c.lessonTitle,
  state: c.state,
  due: c.due,
  reps: c.reps,
});

/** The writing tools (scope `write`) and the review tools (`read` to list, `reviews` to grade). */
export function registerPracticeTools(server: McpServer, caller: McpCaller): void {
  const { db, userId, log } = caller;
  const write = requireScopes("write");

  server.registerTool(
    "add_note",
    {
      title: "Add a note",
      description:
        "Adds a note to the learner's notes (Markdown; [[Title]] links other notes, #tags tag it; a line 'question :: answer' also becomes a review card).",
      inputSchema: z.object({
        title: z.string().trim().min(1).max(200),
        content: z.string().max(100_000).default(""),
        tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
        lessonId: z.uuid().optional().describe("The lesson the note is about, if any"),
      }),
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
      scopeChallenge: write,
    },
    ({ title, content, tags, lessonId }) =>
      guarded(log, async () => {
        const note = await createNote({
          db,
          userId,
          input: { title, content, tags, lessonId: lessonId ?? null },
        });
        return jsonResult({ id: note.id, title: note.title, tags: note.tags, links: note.links });
      }),
  );

  server.registerTool(
    "make_cards",
    {
      title: "Make review cards",
      description:
        "Adds review cards to the learner's deck, scheduled by FSRS from now: basic (front question, back answer) or cloze (the front hides parts as {{c1::part}}).",
      inputSchema: z.object({
        cards: z
          .array(
            z.object({
              front: z.string().trim().min(1).max(2000),
              back: z.string().trim().max(2000).default(""),
              kind: z.enum(["basic", "cloze"]).default("basic"),
            }),
          )
          .min(1)
          .max(20),
        lessonId: z.uuid().optional().describe("The lesson the cards come from, if any"),
      }),
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
      scopeChallenge: write,
    },
    ({ cards, lessonId }) =>
      guarded(log, async () => {
        const made: ReviewCard[] = [];
        for (const input of cards)
          made.push(await createReviewCard({ db, userId, input: { ...input, lessonId: lessonId ?? null } }));
        return jsonResult({ cards: made.map(card) });
      }),
  );

  server.registerTool(
    "get_due_reviews",
    {
      title: "Cards due for review",
      description:
        "The review cards due in the learner's today (at most 20), with the day's counts. Show the front, let the learner answer, then grade with grade_review (passing the card's reps).",
      inputSchema: z.object({ timeZone: TimeZoneInput }),
      annotations: { readOnlyHint: true, openWorldHint: false },
      scopeChallenge: requireScopes("read"),
    },
    ({ timeZone }) =>
      guarded(log, async () => {
        const queue = await getReviewQueue({ db, userId, timeZone: zoneOf(timeZone) });
        return jsonResult({
          dueToday: queue.dueToday,
          dueTomorrow: queue.dueTomorrow,
          reviewedToday: queue.reviewedToday,
          cards: queue.cards.map(card),
        });
      }),
  );

  server.registerTool(
    "grade_review",
    {
      title: "Grade a review card",
      description:
        "Rates the learner's recall of a card (again, hard, good or easy); FSRS schedules its next review. `reps` is the card's reps as get_due_reviews showed it: if it moved on (graded elsewhere) the grade is refused.",
      inputSchema: z.object({
        cardId: z.uuid(),
        rating: z.enum(["again", "hard", "good", "easy"]),
        reps: z.number().int().min(0).describe("The card's reps from get_due_reviews"),
        durationMs: z.number().int().min(0).max(3_600_000).default(0).describe("Time the learner took"),
        timeZone: TimeZoneInput,
      }),
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
      scopeChallenge: requireScopes("reviews"),
    },
    ({ cardId, rating, reps, durationMs, timeZone }) =>
      guarded(log, async () => {
        const result = await gradeReviewCard({
          db,
          userId,
          cardId,
          grade: { rating: RATINGS[rating], reps, durationMs },
          timeZone: zoneOf(timeZone),
        });
        return jsonResult({ card: card(result.card) });
      }),
  );

  server.registerTool(
    "log_focus_session",
    {
      title: "Log a focus session",
      description:
        "Records a finished focus (Pomodoro) session in the learner's focus time: how long and when it ended (within the last day).",
      inputSchema: z.object({
        minutes: z.number().int().min(1).max(240).describe("Minutes of focus"),
        endedAt: z.iso.datetime({ offset: true }).optional().describe("When it ended (default: now)"),
        notes: z.string().max(2000).default(""),
      }),
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
      scopeChallenge: write,
    },
    ({ minutes, endedAt, notes }) =>
      guarded(log, async () => {
        const session = await logFocusSession({
          db,
          userId,
          session: { completedAt: endedAt ?? new Date().toISOString(), duration: minutes * 60, notes },
        });
        return jsonResult({ session });
      }),
  );
}
