// Lesson assessments: how big the exchanges with a model are, how soon a learner sees results after
// 'Submit Answers' (demo provider), and how soon the next lesson is written after a pass (Pro).
import { DEMO_ANSWERS } from "@brainy/demo-ai";
import { eq } from "drizzle-orm";
import { gradeOpenAnswerTask } from "../apps/server/src/ai/tasks/grade-open-answer/index.ts";
import { writeLessonAssessmentTask } from "../apps/server/src/ai/tasks/write-lesson-assessment/index.ts";
import { lessonAssessments, lessons } from "../apps/server/src/db/schema/index.ts";
import { createTestApp } from "../apps/server/test/app.ts";
import { createUser, makePro, seedGoalTree } from "../apps/server/test/factories.ts";
import { startFakeOpenAiServer } from "../apps/server/test/fakes/fake-openai-server.ts";
import { lessonInput, median } from "./support.ts";

const tokens = (text: string) => Math.round(text.length / 4);

/** The requests the engine sends a model (as the fake server receives them), in tokens ≈ chars/4. */
async function benchExchangeSizes(): Promise<void> {
  const fake = await startFakeOpenAiServer();
  const t = await createTestApp({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.baseUrl });
  try {
    const writeIn: number[] = [];
    const writeOut: number[] = [];
    const gradeIn: number[] = [];
    const gradeOut: number[] = [];
    for (const [title, course] of [
      ["Variables and Types", "Python Foundations"],
      ["Summary Statistics: Mean and Variance", "Statistics for Everyday Decisions"],
      ["Saving and Compound Interest", "Personal Budgeting"],
      ["Ordering Food", "Conversational Spanish"],
    ] as const) {
      const lesson = DEMO_ANSWERS["write-lesson"](lessonInput(title, course));
      const input = { lessonTitle: lesson.title, blocks: lesson.blocks };
      const answer = JSON.stringify(DEMO_ANSWERS["write-lesson-assessment"](input));
      fake.reply({ kind: "json", content: answer });
      const written = await t.app.deps.ai.run(writeLessonAssessmentTask, input, { tier: "pro" });
      writeIn.push(tokens(JSON.stringify(fake.requests.at(-1)!.body)));
      writeOut.push(tokens(answer));
      const open = written.questions.find((q) => q.kind === "open");
      if (!open) throw new Error("the assessment has no open question");
      const gradeInput = {
        question: open.question,
        modelAnswer: open.modelAnswer ?? "",
        rubric: open.rubric ?? "",
        answer: `${title} means trying a small example first, checking the result and then varying it.`,
      };
      const grade = JSON.stringify(DEMO_ANSWERS["grade-open-answer"](gradeInput));
      fake.reply({ kind: "json", content: grade });
      await t.app.deps.ai.run(gradeOpenAnswerTask, gradeInput, { tier: "pro" });
      gradeIn.push(tokens(JSON.stringify(fake.requests.at(-1)!.body)));
      gradeOut.push(tokens(grade));
    }
    console.log(
      `assessment exchanges (request as sent to the fake server, ≈ chars/4): write-lesson-assessment in ${median(writeIn)} / out ${median(writeOut)} tokens; grade-open-answer in ${median(gradeIn)} / out ${median(gradeOut)} tokens (median of ${writeIn.length} lessons)`,
    );
  } finally {
    await t.close();
    await fake.close();
  }
}

/** 'Submit Answers' → graded result, and a pass → the next lesson written (Pro), with the demo provider. */
async function benchSubmitAndNext(): Promise<void> {
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
  try {
    const user = await createUser(t);
    await makePro(t, user.id);
    await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 11 });
    const ids = (
      await t.handle.db
        .select({ id: lessons.id })
        .from(lessons)
        .where(eq(lessons.userId, user.id))
        .orderBy(lessons.order)
    ).map((r) => r.id);
    const call = (method: "GET" | "POST", url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: user.auth, payload: payload as object });
    const submits: number[] = [];
    const nexts: number[] = [];
    for (let i = 0; i < 10; i++) {
      const id = ids[i]!;
      const written = await call("POST", `/api/lessons/${id}/generate-content`);
      if (written.statusCode !== 200) throw new Error(`generate-content answered ${written.statusCode}`);
      let assessment = (await call("POST", `/api/lessons/${id}/assessment`)).json();
      while (assessment.status !== "ready") {
        await new Promise((resolve) => setTimeout(resolve, 20));
        assessment = (await call("GET", `/api/assessments/lesson/${id}`)).json();
      }
      // Right answers from the stored key, as a learner who knows the lesson would give.
      const [stored] = await t.handle.db
        .select({ questions: lessonAssessments.questions })
        .from(lessonAssessments)
        .where(eq(lessonAssessments.id, assessment.id));
      const answers = stored!.questions.map((q) =>
        q.kind === "choice" ? q.options[q.correctIndex]! : q.modelAnswer,
      );
      const before = (await call("GET", `/api/lessons/${ids[i + 1]}`)).json();
      if (before.generationStatus === "ready") throw new Error("the next lesson was written before the pass");
      const started = performance.now();
      const submitted = await call("POST", `/api/assessments/lesson/${assessment.id}/submit`, { answers });
      submits.push(performance.now() - started);
      if (submitted.statusCode !== 200 || !submitted.json().result?.passed) {
        throw new Error(`submit answered ${submitted.statusCode}: ${submitted.body.slice(0, 200)}`);
      }
      // The pass starts writing the next lesson ahead (Pro): time until it is ready.
      for (;;) {
        const next = (await call("GET", `/api/lessons/${ids[i + 1]}`)).json();
        if (next.generationStatus === "ready") break;
        if (performance.now() - started > 30_000)
          throw new Error("the next lesson was not written within 30 s");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      nexts.push(performance.now() - started);
    }
    console.log(
      `assessment submit → graded result (demo, 1 open answer): median ${median(submits).toFixed(1)} ms, max ${Math.max(...submits).toFixed(1)} ms (n=${submits.length})`,
    );
    console.log(
      `'Submit Answers' with a pass → the next lesson written ahead (Pro, demo, AI_DEMO_STEP_MS=0): median ${median(nexts).toFixed(0)} ms, max ${Math.max(...nexts).toFixed(0)} ms (n=${nexts.length})`,
    );
  } finally {
    await t.close();
  }
}

export async function benchAssessments(): Promise<void> {
  await benchExchangeSizes();
  await benchSubmitAndNext();
}
