import { DEMO_ANSWERS } from "@brainy/demo-ai";
import { eq } from "drizzle-orm";
import { buildWriteLessonPrompt } from "../apps/server/src/ai/tasks/write-lesson/prompt.ts";
import { lessons } from "../apps/server/src/db/schema/index.ts";
import { seedGoalTree } from "../apps/server/test/factories.ts";
import { lessonInput, listeningAppWithFakeModel, median } from "./support.ts";

const blocks = [
  { type: "paragraph", text: "Loops repeat work so you do not write it twice." },
  { type: "header", level: 2, text: "The for loop" },
  { type: "paragraph", text: "A for loop visits each item of a list in order." },
  { type: "codeBlock", language: "python", code: "for item in items:\n    print(item)" },
];

/** A fake model that writes one block per 150 ms and notes when it started block 2 (so block 1 was finished). */
function blockByBlockReply(mark: (at: number) => void) {
  return {
    kind: "custom" as const,
    handle(_req: unknown, res: import("node:http").ServerResponse) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const chunk = (content: string) =>
        res.write(
          `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`,
        );
      const pieces = [
        `{"title":"Loops","blocks":[${JSON.stringify(blocks[0])}`,
        ...blocks.slice(1).map((b) => `,${JSON.stringify(b)}`),
        `],"books":[],"imagePrompt":"A loop drawn as arrows in a circle","estimatedMinutes":20}`,
      ];
      let i = 0;
      const next = () => {
        if (i === 1) mark(performance.now());
        chunk(pieces[i]!);
        i++;
        if (i < pieces.length) setTimeout(next, 150);
        else {
          res.write(
            `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
          );
          res.end("data: [DONE]\n\n");
        }
      };
      next();
    },
  };
}

/** Time from the fake model finishing block 1 to that block on the SSE stream, median of 20. */
async function benchBlockLatency(): Promise<void> {
  const { t, fake, base, user, close } = await listeningAppWithFakeModel();
  try {
    await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 20 });
    const ids = (
      await t.handle.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.userId, user.id))
    ).map((r) => r.id);
    const delays: number[] = [];
    for (const id of ids) {
      let finishedAt = 0;
      fake.reply(blockByBlockReply((at) => (finishedAt = at)));
      const response = await fetch(`${base}/api/lessons/${id}/content-stream`, { headers: user.auth });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        if (buffer.includes("event: block")) {
          delays.push(performance.now() - finishedAt);
          break;
        }
      }
      await reader.cancel();
      // Let the generation finish before the next lesson.
      await t.app.inject({ method: "POST", url: `/api/lessons/${id}/generate-content`, headers: user.auth });
    }
    console.log(
      `lesson stream: fake model finishes block 1 → block on the SSE stream: median ${median(delays).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms (n=${delays.length}; target ≤ 200 ms)`,
    );
  } finally {
    await close();
  }
}

/** Size of the write-lesson exchange for the demo's lessons, in tokens estimated as characters / 4. */
function benchLessonTokens(): void {
  const titles = [
    "Variables and Types",
    "Control Flow: Conditions and Loops",
    "Summary Statistics: Mean and Variance",
    "Saving and Compound Interest",
    "Ordering Food",
    "Colour Mixing",
  ];
  const courses = [
    "Python Foundations",
    "Python Foundations",
    "Statistics for Everyday Decisions",
    "Personal Budgeting",
    "Conversational Spanish",
    "Watercolour Painting",
  ];
  const promptTokens: number[] = [];
  const outputTokens: number[] = [];
  titles.forEach((lessonTitle, i) => {
    const input = lessonInput(lessonTitle, courses[i]!);
    const prompt = buildWriteLessonPrompt(input);
    promptTokens.push((prompt.instructions.length + prompt.prompt.length) / 4);
    outputTokens.push(JSON.stringify(DEMO_ANSWERS["write-lesson"](input)).length / 4);
  });
  console.log(
    `write-lesson size (demo-schema lessons, ≈ chars/4): prompt median ${median(promptTokens).toFixed(0)} tokens, answer median ${median(outputTokens).toFixed(0)}, max ${Math.max(...outputTokens).toFixed(0)} tokens (cap 3000)`,
  );
}

export async function benchLessons(): Promise<void> {
  benchLessonTokens();
  await benchBlockLatency();
}
