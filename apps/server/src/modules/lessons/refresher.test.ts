import type { LessonBlock } from "@brainy/contract";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createPlannedGoal,
  createUser,
  firstSectionLessons,
  makePro,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import {
  conceptPrerequisites,
  concepts,
  learnerEvidence,
  lessonAssessments,
  lessonConcepts,
} from "../../db/schema/index.ts";

describe("lessons and tutor written for this learner (issue 38, demo provider)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const db = () => fx.t.handle.db;

  /**
   * A Pro learner with a planned goal: a lesson of the active course's first section (`first`) and
   * a later one of it (`next`) whose concepts build on some of the first's (`prerequisites`).
   */
  async function learner() {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    await createPlannedGoal(fx.t, user);
    const rows = await firstSectionLessons(fx.t, user.id);
    const first = rows[0]!.id;
    const taught = async (lessonId: string) =>
      db()
        .select({ id: concepts.id, name: concepts.name })
        .from(lessonConcepts)
        .innerJoin(concepts, eq(concepts.id, lessonConcepts.conceptId))
        .where(eq(lessonConcepts.lessonId, lessonId));
    const firstConcepts = await taught(first);
    for (const row of rows.slice(1)) {
      const own = await taught(row.id);
      if (own.length === 0) continue;
      const edges = await db()
        .select({ id: conceptPrerequisites.prerequisiteId })
        .from(conceptPrerequisites)
        .where(
          inArray(
            conceptPrerequisites.conceptId,
            own.map((c) => c.id),
          ),
        );
      const prerequisites = firstConcepts.filter(
        (c) => edges.some((e) => e.id === c.id) && !own.some((o) => o.id === c.id),
      );
      if (prerequisites.length) return { user, first, next: row.id, prerequisites };
    }
    throw new Error("the demo plan has no lesson building on the first one's concepts");
  }
  /** Tests out of a lesson with every answer right or wrong. */
  async function testOut(user: TestUser, lessonId: string, right: boolean) {
    const started = await fx.call(user, "POST", `/api/lessons/${lessonId}/test-out`);
    expect(started.statusCode, started.body).toBe(200);
    const [row] = await db().select().from(lessonAssessments).where(eq(lessonAssessments.lessonId, lessonId));
    const answers = row!.questions.map((q) =>
      q.kind === "choice"
        ? q.options[right ? q.correctIndex : (q.correctIndex + 1) % q.options.length]!
        : right
          ? q.modelAnswer
          : "I am not sure about this one.",
    );
    const submitted = await fx.call(user, "POST", `/api/assessments/lesson/${started.json().id}/submit`, {
      answers,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().result.passed).toBe(right);
  }
  const written = async (user: TestUser, lessonId: string) => {
    const res = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content.blocks as LessonBlock[];
  };

  it("a learner who failed the prerequisites gets a Refresher naming them first in the next lesson; the tutor checks the mistake", async () => {
    const { user, first, next, prerequisites } = await learner();
    await testOut(user, first, false);
    // The log keeps each wrong answer's question and what was answered.
    const mistakes = await db()
      .select({ question: learnerEvidence.question, given: learnerEvidence.given })
      .from(learnerEvidence)
      .where(and(eq(learnerEvidence.userId, user.id), eq(learnerEvidence.kind, "assessment")));
    expect(mistakes.length).toBeGreaterThan(0);
    expect(mistakes.every((m) => m.question && m.given)).toBe(true);
    const exported = (await fx.call(user, "GET", "/api/learner-model/export")).json();
    expect(exported.evidence.some((e: { question: string | null }) => e.question)).toBe(true);

    const blocks = await written(user, next);
    const refresher = blocks[0]!;
    expect(refresher.type).toBe("refresher");
    if (refresher.type !== "refresher") return;
    expect(refresher.concepts.length).toBeGreaterThan(0);
    for (const name of refresher.concepts) expect(prerequisites.map((c) => c.name)).toContain(name);
    expect(refresher.text).toContain(refresher.concepts[0]);
    expect(refresher.text).toContain("Last time, asked");
    expect(blocks.filter((b) => b.type === "refresher")).toHaveLength(1);

    const chat = await fx.call(user, "POST", "/api/chat", {
      message: "What is this lesson about?",
      lessonId: next,
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json().response).toContain("**A quick check:** earlier, asked");
  });

  it("one who passed them, or never answered, gets no Refresher, and the tutor no check", async () => {
    const passed = await learner();
    await testOut(passed.user, passed.first, true);
    expect((await written(passed.user, passed.next)).some((b) => b.type === "refresher")).toBe(false);
    const fresh = await learner();
    expect((await written(fresh.user, fresh.next)).some((b) => b.type === "refresher")).toBe(false);
    const chat = await fx.call(fresh.user, "POST", "/api/chat", {
      message: "What is this lesson about?",
      lessonId: fresh.next,
    });
    expect(chat.json().response).not.toContain("A quick check");
  });
});
