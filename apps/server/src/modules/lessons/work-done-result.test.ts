import { type Lesson, LessonSchema, type LessonWorkEvent } from "@brainy/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { parseEvents } from "../../../test/sse.ts";
import { lessons, reviewCards, roadmaps } from "../../db/schema/index.ts";
import type { SpeechService } from "../../speech/index.ts";
import { getLesson } from "./reads.ts";

// Issue 43: a read said `work.assessment.state: "done"` with `lessonAssessment: null`. A job now
// stores its result in the transaction that marks the work done, and the lesson page reads the
// lesson, its assessment and its work in one statement: 'done' always comes with its result.

const fakeSpeech: SpeechService = {
  provider: "espeak",
  narrate: async () => ({ mp3: Buffer.from("ID3fake-mp3"), peaks: [0.5], durationSeconds: 1 }),
};

type Seen = Pick<Lesson, "work" | "imageUrl" | "hasAudio" | "lessonAssessment">;

describe("a read that says work is done shows its result", () => {
  const fx = useTestApp();

  async function learnerWithLesson(): Promise<{ user: TestUser; lessonId: string }> {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    const [row] = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id));
    return { user, lessonId: row!.id };
  }

  const cardCount = async (userId: string, lessonId: string) =>
    (
      await fx.t.handle.db
        .select({ id: reviewCards.id })
        .from(reviewCards)
        .where(
          and(
            eq(reviewCards.userId, userId),
            eq(reviewCards.lessonId, lessonId),
            eq(reviewCards.source, "lesson"),
          ),
        )
    ).length;

  /** Every way a read could show work done without its result; empty when none. */
  async function brokenPromises(user: TestUser, lessonId: string, seen: Seen): Promise<string[]> {
    const broken: string[] = [];
    if (seen.work.assessment.state === "done" && !seen.lessonAssessment) broken.push("assessment");
    if (seen.work.illustration.state === "done" && !seen.imageUrl) broken.push("illustration");
    if (seen.work.narration.state === "done" && !seen.hasAudio) broken.push("narration");
    // The cards are not part of the page: once it says done, they are there to read.
    if (seen.work.cards.state === "done" && (await cardCount(user.id, lessonId)) === 0) broken.push("cards");
    return broken;
  }

  /**
   * The same promise in the tables, read in one statement: the page's reads are kept answers shared
   * by concurrent callers, so this tight loop is what meets every moment of the jobs' writes.
   */
  async function brokenInTables(lessonId: string): Promise<string[]> {
    const result = await fx.t.handle.db.execute(sql`
      select w.kind from lesson_work w join lessons l on l.id = w.lesson_id
       where w.lesson_id = ${lessonId} and w.state = 'done' and not case w.kind
         when 'assessment' then exists (select 1 from lesson_assessments a where a.lesson_id = w.lesson_id)
         when 'cards' then exists (select 1 from review_cards c where c.lesson_id = w.lesson_id and c.source = 'lesson')
         when 'illustration' then l.image_url is not null
         else l.audio_url is not null end`);
    return (result as unknown as { rows: { kind: string }[] }).rows.map((r) => `table ${r.kind}`);
  }

  const allDone = (seen: Seen) => Object.values(seen.work).every((w) => w.state === "done");

  it("polled while the lesson's illustration, assessment, cards and narration finish, no read shows 'done' without its result", async () => {
    const { user, lessonId } = await learnerWithLesson();
    const speech = fx.t.app.deps.speech;
    fx.t.app.deps.speech = fakeSpeech;
    try {
      const written = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
      expect(written.statusCode).toBe(200);
      const narrated = fx.call(user, "POST", `/api/audio/generate/${lessonId}`);
      const stream = fx.call(user, "GET", `/api/lessons/${lessonId}/work-stream`);

      const broken: string[] = [];
      let reads = 0;
      const deadline = Date.now() + 15_000;
      const poll = async () => {
        for (;;) {
          const res = await fx.call(user, "GET", `/api/lessons/${lessonId}`);
          expect(res.statusCode).toBe(200);
          const seen = LessonSchema.parse(res.json());
          reads++;
          broken.push(...(await brokenPromises(user, lessonId, seen)));
          if (allDone(seen) || Date.now() > deadline) return seen;
        }
      };
      let settled = false;
      let probes = 0;
      const probe = async () => {
        while (!settled && Date.now() < deadline) {
          broken.push(...(await brokenInTables(lessonId)));
          probes++;
        }
      };
      const probing = probe();
      const last = await Promise.all([poll(), poll(), poll(), poll()]);
      settled = true;
      await probing;
      expect((await narrated).statusCode).toBe(200);
      const events = parseEvents((await stream).body).map((e) => e.data as LessonWorkEvent);
      for (const event of events) broken.push(...(await brokenPromises(user, lessonId, event)));

      expect(broken).toEqual([]);
      expect(last.every(allDone)).toBe(true);
      expect(reads).toBeGreaterThan(4);
      expect(probes).toBeGreaterThan(4);
    } finally {
      fx.t.app.deps.speech = speech;
    }
  });

  it("the lesson page is one statement, so one snapshot: the lesson, its assessment and its work's states", async () => {
    const { user, lessonId } = await learnerWithLesson();
    expect((await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`)).statusCode).toBe(200);
    // Its jobs settled first: their statements would count too.
    expect((await fx.call(user, "GET", `/api/lessons/${lessonId}/work-stream`)).statusCode).toBe(200);
    const { stats } = fx.t.handle;
    // In a transaction the read is not kept: each call reads the database.
    const statements = await fx.t.handle.db.transaction(async (tx) => {
      const before = stats.queries;
      await getLesson({ db: tx as never, userId: user.id, lessonId });
      return stats.queries - before;
    });
    expect(statements).toBe(1);
  });

  it("a deleted assessment's work is no longer 'done'; asked again, it is done with the new one", async () => {
    const { user, lessonId } = await learnerWithLesson();
    expect((await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`)).statusCode).toBe(200);
    const first = await fx.call(user, "POST", `/api/lessons/${lessonId}/assessment`);
    expect(first.statusCode).toBe(200);

    const removed = await fx.call(user, "DELETE", `/api/assessments/lesson/${first.json().id}`);
    expect(removed.statusCode).toBe(200);
    const after = LessonSchema.parse((await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json());
    expect(after.lessonAssessment).toBeNull();
    expect(after.work.assessment.state).toBe("idle");

    const again = await fx.call(user, "POST", `/api/lessons/${lessonId}/assessment`);
    expect(again.statusCode).toBe(200);
    const page = LessonSchema.parse((await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json());
    expect(page.work.assessment.state).toBe("done");
    expect(page.lessonAssessment?.id).toBe(again.json().id);
  });
});
