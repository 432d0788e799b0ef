/**
 * The eval's judge (issue 42, ADR 0049): a route (`--judge=<provider>:<model>` or AI_EVAL_JUDGE)
 * scores each lesson, plan, card set and grade against the rubric in rubric.md. With the fake
 * provider the judge is a fake too: a fake OpenAI-compatible server whose scores are a hash of
 * the answer (3 to 5), so the table is the same from run to run.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { z } from "zod";
import type { AiEngine } from "../../apps/server/src/ai/engine.ts";
import { defineTask } from "../../apps/server/src/ai/task.ts";
import type { FakeServer, RecordedRequest } from "../../apps/server/test/fakes/fake-openai-server.ts";

const RUBRIC = readFileSync(new URL("./rubric.md", import.meta.url), "utf8");
/** The tasks whose answers are judged: plans, lessons, card sets and grades. */
export const JUDGED_TASKS = new Set([
  "plan-goal",
  "write-course-roadmap",
  "write-lesson",
  "write-review-cards",
  "grade-open-answer",
  "grade-review-answer",
]);
export const CRITERIA = ["correct", "clear", "fitForLevel", "buildsOnEarlier", "citesOnlyPassages"] as const;
export type Criterion = (typeof CRITERIA)[number];

const score = z.number().int().min(1).max(5);
const JudgeSchema = z.object({
  correct: score,
  clear: score,
  fitForLevel: score,
  buildsOnEarlier: score.nullable(),
  citesOnlyPassages: score.nullable(),
  note: z.string().max(600).describe("One or two sentences: the answer's main weakness"),
});
export type JudgeScores = z.infer<typeof JudgeSchema>;
type JudgeInput = { task: string; description: string; request: string; answer: string };

export const judgeAnswerTask = defineTask<JudgeInput, JudgeScores>({
  name: "judge-answer",
  schema: JudgeSchema,
  description: "Scores an AI answer against the rubric, 1 to 5 per criterion",
  maxOutputTokens: 600,
  buildPrompt: (input) => ({
    instructions: `You review answers an AI tutor wrote. ${RUBRIC}`,
    prompt: `Task: ${input.task} (${input.description})\n\nThe request it was given:\n"""\n${input.request.slice(0, 6000)}\n"""\n\nIts answer:\n"""\n${input.answer.slice(0, 12000)}\n"""`,
  }),
});

/** Scores one answer on the judge route; undefined when the task is not judged or the judge failed. */
export async function judgeAnswer(
  judge: AiEngine,
  task: { name: string; description: string; buildPrompt(input: never): { prompt: string } },
  input: unknown,
  output: unknown,
): Promise<JudgeScores | undefined> {
  if (!JUDGED_TASKS.has(task.name)) return undefined;
  const request = task.buildPrompt(input as never).prompt;
  const answer = typeof output === "string" ? output : JSON.stringify(output);
  return judge
    .run(
      judgeAnswerTask,
      { task: task.name, description: task.description, request, answer },
      { tier: "free" },
    )
    .catch(() => undefined);
}

/**
 * The fake judge's answer to one request: 4 or 5 per criterion from a hash of the request and the
 * answer judged (a valid answer passes; what fails a task on the fake is an answer that failed);
 * null where the request gave nothing earlier or no passages.
 */
function fakeScores(request: RecordedRequest): JudgeScores {
  const text = userMessage(request);
  const hash = createHash("sha256").update(text).digest();
  const of = (i: number) => 4 + (hash[i]! % 2);
  return {
    correct: of(0),
    clear: of(1),
    fitForLevel: of(2),
    buildsOnEarlier: /previous|earlier/i.test(text) ? of(3) : null,
    citesOnlyPassages: /passage/i.test(text) ? of(4) : null,
    note: "Scored by the fake judge (a hash of the answer).",
  };
}

/** Makes a fake server answer every request as the fake judge. */
export function actAsFakeJudge(server: FakeServer) {
  server.answer(() => true, {
    kind: "custom",
    handle(request: RecordedRequest, res: ServerResponse) {
      const content = JSON.stringify(fakeScores(request));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake-judge",
          object: "chat.completion",
          created: 1_700_000_000,
          model: String(request.body?.model ?? "fake-judge"),
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: {
            prompt_tokens: Math.ceil(userMessage(request).length / 4),
            completion_tokens: 40,
            total_tokens: 0,
          },
        }),
      );
    },
  });
}
/** The judge request's user message: the task, its request and the answer (not the rubric). */
function userMessage(request: RecordedRequest): string {
  // biome-ignore lint/suspicious/noExplicitAny: the request body is the fake's arbitrary JSON.
  const user = (request.body?.messages ?? []).find((m: any) => m.role === "user");
  return typeof user?.content === "string" ? user.content : JSON.stringify(user?.content ?? "");
}
