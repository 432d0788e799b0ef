import { createTestApp, type TestContext } from "./app.ts";
import { type FakeServer, isTaskRequest, startFakeOpenAiServer } from "./fakes/fake-openai-server.ts";

/**
 * Refuses the tutor memory's requests (the `extract-memory` job after each chat exchange, issue 38),
 * so a test of other requests neither sees them nor loses its queued replies to them.
 */
export function refuseMemoryRequests(fake: FakeServer): void {
  fake.answer((request) => isTaskRequest(request, "You keep Brainy AI's memory"), {
    kind: "status",
    status: 400,
  });
}

/**
 * An app on the fake OpenAI-compatible server for tests of the lesson writer's own requests: the
 * lesson's background work (its assessment and cards) and the tutor's memory are refused by the
 * fake, so only the writer's requests are answered as each test arranges.
 */
export async function createAppOnFakeModel(
  options: { memory?: boolean } = {},
): Promise<{ fake: FakeServer; t: TestContext }> {
  const fake = await startFakeOpenAiServer();
  for (const phrase of ["end-of-lesson assessment", "spaced-repetition review cards"])
    fake.answer((request) => isTaskRequest(request, phrase), { kind: "status", status: 400 });
  if (!options.memory) refuseMemoryRequests(fake);
  const t = await createTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.baseUrl,
    AI_TIMEOUT_MS: "5000",
  });
  return { fake, t };
}
