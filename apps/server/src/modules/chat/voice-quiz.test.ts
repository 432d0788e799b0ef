import type { LessonBlock } from "@brainy/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { bindCall, createPlannedGoal, createUser, makePro, type TestUser } from "../../../test/factories.ts";
import { startFakeTranscriptionServer } from "../../../test/fakes/fake-transcription-server.ts";
import { speak } from "../../../test/spoken-audio.ts";
import { learnerEvidence, lessons, roadmaps } from "../../db/schema/index.ts";
import { hasEspeak } from "../../speech/espeak.ts";

/**
 * 'Quiz me' answered aloud (issue 40): the recording is transcribed, and its text is the learner's
 * reply in the quiz, judged and recorded as evidence like a typed one. The transcriber is a fake
 * OpenAI-compatible endpoint answering what the learner said; espeak-ng makes the recording.
 */
describe.skipIf(!hasEspeak() && process.env.REQUIRE_SPEECH !== "1")("'Quiz me' answered aloud", () => {
  let fake: Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
  let t: TestContext;
  let call: ReturnType<typeof bindCall>;
  beforeAll(async () => {
    fake = await startFakeTranscriptionServer();
    t = await createTestApp({ STT_BASE_URL: fake.baseUrl, STT_MODEL: "whisper-small", AI_DEMO_STEP_MS: "0" });
    call = bindCall(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A Pro learner with a planned goal and its first lesson written; the lesson's first checkpoint. */
  async function learnerWithLesson() {
    const user = await createUser(t);
    await makePro(t, user.id);
    await createPlannedGoal(t, user);
    const [first] = await t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(and(eq(lessons.userId, user.id), eq(roadmaps.order, 0), eq(lessons.order, 0)))
      .limit(1);
    const written = await call(user, "POST", `/api/lessons/${first!.id}/generate-content`);
    expect(written.statusCode, written.body).toBe(200);
    const [row] = await t.handle.db
      .select({ content: lessons.content })
      .from(lessons)
      .where(eq(lessons.id, first!.id));
    const checkpoint = (row!.content!.blocks as LessonBlock[]).find((b) => b.type === "checkpoint");
    if (checkpoint?.type !== "checkpoint") throw new Error("the demo lesson has no checkpoint");
    return { user, lessonId: first!.id, answer: checkpoint.answer };
  }

  /** Says `said` into the microphone: the recording goes to the server, which answers its text. */
  async function answerAloud(user: TestUser, said: string): Promise<string> {
    fake.answerWith({ text: ` ${said} ` });
    const heard = await t.app.inject({
      method: "POST",
      url: "/api/chat/transcribe",
      headers: { ...user.auth, "content-type": "audio/wav" },
      payload: speak(said),
    });
    expect(heard.statusCode, heard.body).toBe(200);
    return heard.json().text as string;
  }

  const quizEvidence = (userId: string) =>
    t.handle.db
      .select({ score: learnerEvidence.score })
      .from(learnerEvidence)
      .where(and(eq(learnerEvidence.userId, userId), eq(learnerEvidence.kind, "quiz_me")));

  it("a right answer spoken after the tutor's question is judged right and recorded as evidence", async () => {
    const { user, lessonId, answer } = await learnerWithLesson();
    const asked = await call(user, "POST", "/api/chat", { message: "Quiz me", lessonId, mode: "quiz" });
    expect(asked.statusCode, asked.body).toBe(200);
    const text = await answerAloud(user, answer);
    expect(text).toBe(answer);
    const reply = await call(user, "POST", "/api/chat", { message: text, lessonId, mode: "quiz" });
    expect(reply.statusCode, reply.body).toBe(200);
    const evidence = await quizEvidence(user.id);
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.every((row) => row.score === 1)).toBe(true);
  });

  it("a wrong spoken answer is judged wrong, as evidence too", async () => {
    const { user, lessonId } = await learnerWithLesson();
    await call(user, "POST", "/api/chat", { message: "Quiz me", lessonId, mode: "quiz" });
    const text = await answerAloud(user, "I think it is the moon");
    const reply = await call(user, "POST", "/api/chat", { message: text, lessonId, mode: "quiz" });
    expect(reply.statusCode, reply.body).toBe(200);
    const evidence = await quizEvidence(user.id);
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.every((row) => row.score === 0)).toBe(true);
  });
});
