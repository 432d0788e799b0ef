import { createTestApp, type TestContext } from "./app.ts";
import { type FakeServer, isTaskRequest, startFakeOpenAiServer } from "./fakes/fake-openai-server.ts";

/**
 * An app on the fake OpenAI-compatible server for tests of the lesson writer's own requests: the
 * lesson's background work (its assessment and cards) is refused by the fake, so only the writer's
 * requests are answered as each test arranges.
 */
export async function createAppOnFakeModel(): Promise<{ fake: FakeServer; t: TestContext }> {
  const fake = await startFakeOpenAiServer();
  for (const phrase of ["end-of-lesson assessment", "spaced-repetition review cards"])
    fake.answer((request) => isTaskRequest(request, phrase), { kind: "status", status: 400 });
  const t = await createTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.baseUrl,
    AI_TIMEOUT_MS: "5000",
  });
  return { fake, t };
}
