import { randomUUID } from "node:crypto";
import { PracticeExamSchema } from "@brainy/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { bindCall, createUser, makePro, seedGoalTree, type TestUser } from "../../../test/factories.ts";
import { createAppOnFakeModel } from "../../../test/fake-model-app.ts";
import { type FakeServer, isTaskRequest } from "../../../test/fakes/fake-openai-server.ts";
import { concepts, lessonConcepts, lessons, roadmaps } from "../../db/schema/index.ts";
import { recordEvidence } from "../learner-model/index.ts";

const choice = (concept: string, n: number) => ({
  concept,
  kind: "choice",
  question: `Question ${n} on ${concept}?`,
  options: ["One", "Two", "Three", "Four"],
  correctIndex: 1,
  modelAnswer: null,
  rubric: null,
  explanation: `Two is right for ${concept}.`,
});

describe("a practice exam on a real provider: the writer's and the grader's requests (issue 38)", () => {
  let t: TestContext;
  let fake: FakeServer;
  let user: TestUser;
  let call: ReturnType<typeof bindCall>;
  let goalId: string;
  beforeAll(async () => {
    ({ fake, t } = await createAppOnFakeModel());
    call = bindCall(t);
    user = await createUser(t);
    await makePro(t, user.id);
    ({ goalId } = await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 }));
    const rows = await t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(asc(lessons.order));
    const [variables, loops] = [randomUUID(), randomUUID()];
    await t.handle.db.insert(concepts).values([
      { id: variables, userId: user.id, goalId, name: "Variables", key: "variable", position: 0 },
      { id: loops, userId: user.id, goalId, name: "Loops", key: "loop", position: 1 },
    ]);
    await t.handle.db.insert(lessonConcepts).values([
      { lessonId: rows[0]!.id, conceptId: variables, userId: user.id },
      { lessonId: rows[1]!.id, conceptId: loops, userId: user.id },
    ]);
    // Variables answered wrong twice: weak, so the exam leans on it.
    await recordEvidence({
      db: t.handle.db,
      userId: user.id,
      evidence: ["a", "b"].map((k) => ({
        conceptIds: [variables],
        itemKey: `checkpoint:${k}`,
        kind: "checkpoint" as const,
        score: 0,
      })),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("asks for more questions on the weak concept, quotes the material, and grades open answers with the AI's explanation", async () => {
    fake.reset();
    const questions = [
      ...Array.from({ length: 6 }, (_, n) => choice("Variables", n)),
      ...Array.from({ length: 3 }, (_, n) => choice("Loops", n + 6)),
      {
        concept: "Variables",
        kind: "open",
        question: "Explain what a variable is.",
        options: [],
        correctIndex: null,
        modelAnswer: "A name for a value.",
        rubric: "Says it names a value.",
        explanation: "A variable names a value.",
      },
    ];
    fake.reply({ kind: "json", content: JSON.stringify({ questions }) });
    const started = await call(user, "POST", "/api/practice-exams", { goalId, size: 10, timed: false });
    expect(started.statusCode, started.body).toBe(201);
    const writer = fake.requests.find((r) =>
      isTaskRequest(r, "You write questions for a Brainy AI practice exam"),
    )!;
    expect(writer).toBeDefined();
    const prompt = String(writer.body.messages.at(-1).content);
    const count = (name: string) => Number(new RegExp(`"""${name}""": (\\d+) question`).exec(prompt)?.[1]);
    expect(count("Variables")).toBeGreaterThan(count("Loops"));
    expect(count("Variables") + count("Loops")).toBe(10);
    expect(String(writer.body.messages[0].content)).toContain("no hints");

    const exam = PracticeExamSchema.parse(started.json());
    const open = exam.items.find((i) => i.kind === "open")!;
    expect(open.concept).toBe("Variables");
    await call(user, "PUT", `/api/practice-exams/${exam.id}/items/${open.position}/answer`, {
      answer: "It stores a number",
    });
    fake.reset();
    fake.reply({
      kind: "json",
      content: JSON.stringify({
        score: 0.5,
        confidence: 0.7,
        feedback: "Partly: a variable names any value.",
      }),
    });
    const submitted = await call(user, "POST", `/api/practice-exams/${exam.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const grader = fake.requests.filter((r) => isTaskRequest(r, "You grade one open answer"));
    expect(grader).toHaveLength(1);
    expect(String(grader[0]!.body.messages.at(-1).content)).toContain('"""It stores a number"""');
    const report = PracticeExamSchema.parse(submitted.json());
    expect(report.items.find((i) => i.position === open.position)!.result).toMatchObject({
      score: 0.5,
      correct: true,
      explanation: "Partly: a variable names any value.",
    });
    expect(report.score).toBe(5);
  });
});
