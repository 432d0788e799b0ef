import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  goodAnswer,
  inSpanish,
  languageOf,
  replyWith,
  SAMPLE_GOALS,
  samplesFor,
} from "../../test/ai-replay.ts";
import { openTestDatabase, testConfig } from "../../test/app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../test/fakes/fake-openai-server.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import type { AiEngine } from "./engine.ts";
import { createAiEngine } from "./index.ts";
import { languageInstruction } from "./language.ts";

let db: DatabaseHandle;
let drop: () => Promise<void>;
let fake: FakeServer;
let ai: AiEngine;
let userId: string;

beforeAll(async () => {
  ({ handle: db, drop } = await openTestDatabase());
  fake = await startFakeOpenAiServer();
  ai = await createAiEngine({
    config: testConfig({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: "5000",
    }),
    db: db.db,
  });
  const [row] = await db.db
    .insert(users)
    .values({ username: "sofia", email: "sofia@example.com", passwordHash: "x", learningLanguage: "es" })
    .returning({ id: users.id });
  userId = row!.id;
});
afterAll(async () => {
  await fake.close();
  await db.close();
  await drop();
});

describe("every task in the learner's language", () => {
  it.each(samplesFor(SAMPLE_GOALS[0]!).map((sample) => [sample.task.name, sample] as const))(
    "%s: the system prompt asks for the profile's language, and a Spanish answer is kept",
    async (_name, sample) => {
      fake.reset();
      fake.reply(replyWith(sample.task, inSpanish(goodAnswer(sample))));
      let output: unknown;
      if (sample.task.stream) {
        for await (const event of ai.stream(sample.task, sample.input, { userId, tier: "free" })) {
          if (event.type === "final") output = event.output;
        }
      } else {
        output = await ai.run(sample.task, sample.input, { userId, tier: "free" });
      }
      const [system] = fake.requests[0]!.body.messages;
      expect(system.role).toBe("system");
      expect(String(system.content).endsWith(languageInstruction("es")!)).toBe(true);
      expect(["spa", "und"]).toContain(languageOf(output, "spa"));
    },
  );

  it("English adds nothing to the prompt", async () => {
    expect(languageInstruction("en")).toBeUndefined();
    expect(languageInstruction(undefined)).toBeUndefined();
    await db.db.update(users).set({ learningLanguage: "en" }).where(eq(users.id, userId));
    const [sample] = samplesFor(SAMPLE_GOALS[0]!).filter((s) => !s.task.stream);
    fake.reset();
    fake.reply(replyWith(sample!.task, goodAnswer(sample!)));
    await ai.run(sample!.task, sample!.input, { userId, tier: "free" });
    expect(String(fake.requests[0]!.body.messages[0].content)).not.toContain("Language:");
  });
});
