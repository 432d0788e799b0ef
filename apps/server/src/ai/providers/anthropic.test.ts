import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testConfig } from "../../../test/app.ts";
import {
  type FakeServer,
  type RecordedRequest,
  startFakeOpenAiServer,
} from "../../../test/fakes/fake-openai-server.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { aiCalls } from "../../db/schema/index.ts";
import { createAiEngine } from "../index.ts";
import { writeCourseRoadmapTask } from "../tasks/write-course-roadmap/index.ts";

const roadmap = {
  sections: ["Setting Up", "Variables", "Loops", "Functions", "Projects"].map((topic) => ({
    topic,
    summary: `Learn ${topic.toLowerCase()} step by step.`,
  })),
};

/** Answers like the Anthropic Messages API: a call of the tool it was offered, else text. */
function answerAsAnthropic(request: RecordedRequest, res: ServerResponse) {
  const jsonTool = (request.body.tools ?? [])[0] as { name: string } | undefined;
  const content = jsonTool
    ? [{ type: "tool_use", id: "toolu_1", name: jsonTool.name, input: roadmap }]
    : [{ type: "text", text: JSON.stringify(roadmap) }];
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: request.body.model,
      content,
      stop_reason: jsonTool ? "tool_use" : "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 640, output_tokens: 210 },
    }),
  );
}

let db: DatabaseHandle;
let drop: () => Promise<void>;
let fake: FakeServer;
beforeAll(async () => {
  ({ handle: db, drop } = await openTestDatabase());
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
  await db.close();
  await drop();
});

describe("anthropic provider against a fake Messages endpoint", () => {
  it("sends the Messages request with the key header and the tier's model, and records usage", async () => {
    fake.reply({ kind: "custom", handle: answerAsAnthropic });
    const engine = await createAiEngine({
      config: testConfig({
        AI_PROVIDER: "anthropic",
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: "sk-ant-test",
        AI_MODEL_PRO: "claude-best",
        // Generous: nothing here measures the timeout, and a loaded machine answers late.
        AI_TIMEOUT_MS: "20000",
      }),
      db: db.db,
    });
    const course = {
      title: "Python Foundations",
      description: "Basics of Python for data work.",
      complexityLevel: 1,
      desiredDuration: 10,
      realisticDuration: 12,
      tags: ["python"],
    };
    const result = await engine.run(
      writeCourseRoadmapTask,
      { goal: "learn Python for data analysis", course },
      { tier: "pro" },
    );
    expect(result).toEqual(roadmap);
    const [request] = fake.requests;
    expect(request!.path).toBe("/v1/messages");
    expect(request!.headers["x-api-key"]).toBe("sk-ant-test");
    expect(request!.body.model).toBe("claude-best");
    expect(request!.body.max_tokens).toBe(2000);
    expect(JSON.stringify(request!.body.messages)).toContain("learn Python for data analysis");
    expect(JSON.stringify(request!.body.system)).toContain("course roadmaps");
    // Tool use (structured-output.ts): the task's schema as the one tool's input, and the model made to call it.
    expect(request!.body.tools).toHaveLength(1);
    expect(request!.body.tools[0].name).toBe("write_course_roadmap");
    expect(request!.body.tools[0].input_schema.properties.sections).toBeDefined();
    expect(request!.body.tool_choice).toMatchObject({ type: "tool", name: "write_course_roadmap" });
    const [row] = await db.db.select().from(aiCalls);
    expect(row).toMatchObject({
      provider: "anthropic",
      model: "claude-best",
      inputTokens: 640,
      outputTokens: 210,
      outcome: "ok",
    });
  });
});
