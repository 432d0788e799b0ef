// Set-ups the benches share.
import type { AddressInfo } from "node:net";
import type { WriteLessonInput } from "../apps/server/src/ai/tasks/write-lesson/prompt.ts";
import { createTestApp, type TestContext } from "../apps/server/test/app.ts";
import { createUser, makePro, type TestUser } from "../apps/server/test/factories.ts";
import { type FakeServer, startFakeOpenAiServer } from "../apps/server/test/fakes/fake-openai-server.ts";

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The app on a real port, its model a fake OpenAI-compatible server, with a Pro learner. */
export async function listeningAppWithFakeModel(): Promise<{
  t: TestContext;
  fake: FakeServer;
  base: string;
  user: TestUser;
  close: () => Promise<void>;
}> {
  const fake = await startFakeOpenAiServer();
  const t = await createTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.baseUrl,
    RATE_LIMIT_PER_MINUTE: "10000",
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const user = await createUser(t);
  await makePro(t, user.id);
  return {
    t,
    fake,
    base,
    user,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** A write-lesson input for a lesson of a course, as the lessons module builds it. */
export function lessonInput(lessonTitle: string, courseTitle: string): WriteLessonInput {
  return {
    goal: `learn ${courseTitle.toLowerCase()}`,
    courseTitle,
    courseDescription: "A practical course.",
    level: 1,
    section: { topic: "Basics", summary: "Get started." },
    lessonTitle,
    previousLessons: ["An earlier lesson"],
    nextLessons: ["A later lesson"],
    earlierSections: [],
    estimatedMinutes: 30,
  };
}
