/**
 * npm run eval:ai [-- --provider=env|demo|fake] [-- --language=es]: runs a fixed set of goals and
 * lessons through an AI provider and prints one row per task: answers valid the first time, after a
 * repair (or a longer retry), failed; median and p95 latency; time to the first streamed partial;
 * tokens in, out and reasoning; lesson block variety; share of answers in the learner's language
 * (English, or the learning language given, which every call then asks for as a learner's would).
 *
 * - env (default): the provider the AI_* variables configure (the demo when AI_PROVIDER is unset),
 *   e.g. `AI_PROVIDER=openai AI_API_KEY=sk-... AI_MODEL=gpt-5-mini npm run eval:ai`;
 * - demo: the offline demo provider;
 * - fake: the fake OpenAI-compatible server of the tests, answering the demo's answers with the
 *   replay suite's misbehaviour mixed in (fences, scratchpads, prose, cut-offs, 429s, Spanish)
 *   and a slow first token, so the table shows what the engine recovers from.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { learningLanguageName } from "@brainy/contract";
import type { CallReport } from "../apps/server/src/ai/record.ts";
import {
  type AnyTask,
  FRANC_CODES,
  goodAnswer,
  languageOf,
  lessonSamples,
  MISBEHAVIOURS,
  replyWith,
  SAMPLE_GOALS,
  samplesFor,
  type TaskSample,
} from "../apps/server/test/ai-replay.ts";
import { testConfig } from "../apps/server/test/app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../apps/server/test/fakes/fake-openai-server.ts";

type Provider = "env" | "demo" | "fake";

/** One sample's measurements. */
type Sample = {
  task: string;
  ok: boolean;
  rounds: number;
  latencyMs: number;
  firstPartialMs?: number;
  tokensIn: number;
  tokensOut: number;
  reasoning: number;
  blockTypes?: number;
  language: string;
};

/** What the fake answers for the i-th sample: the good answer, or one of the recorded misbehaviours. */
const FAKE_MIX = [
  undefined,
  "fenced JSON",
  "<think> block",
  "trailing prose",
  "cut-off answer, then whole",
  "429 with Retry-After",
  "answer in the wrong language",
];

function queueFakeReplies(fake: FakeServer, sample: TaskSample, index: number) {
  const good = goodAnswer(sample);
  const name = FAKE_MIX[index % FAKE_MIX.length];
  const misbehaviour = MISBEHAVIOURS.find(
    (m) => m.name === name && (m.appliesTo === "all" || sample.task.format !== "text"),
  );
  // The fake counts about 4 characters a token, as real tokenizers do for English.
  const { instructions, prompt } = sample.task.buildPrompt(sample.input as never);
  const promptTokens = Math.ceil((instructions.length + prompt.length) / 4);
  // A slow model: 150 ms before its first token.
  const slow = (reply: ReturnType<typeof replyWith>) => {
    if (reply.kind !== "sse" && reply.kind !== "json") return reply;
    const text = reply.tool?.arguments ?? reply.content;
    const usage = { prompt: promptTokens, completion: Math.ceil(text.length / 4) };
    return reply.kind === "sse" ? { ...reply, usage, firstDelayMs: 150 } : { ...reply, usage };
  };
  fake.reply(
    ...(misbehaviour ? misbehaviour.replies(sample.task, good) : [replyWith(sample.task, good)]).map(slow),
  );
}

async function engineFor(provider: Provider, reports: CallReport[], fake?: FakeServer) {
  const { createAiEngine } = await import("../apps/server/src/ai/index.ts");
  const aiEnv = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[0].startsWith("AI_") && !!e[1]),
  );
  const env =
    provider === "demo"
      ? { ...aiEnv, AI_PROVIDER: "demo" }
      : provider === "fake"
        ? {
            AI_PROVIDER: "openai-compatible",
            AI_BASE_URL: fake!.baseUrl,
            AI_MODEL: "fake",
            AI_TIMEOUT_MS: "5000",
          }
        : aiEnv;
  const config = testConfig(env);
  const engine = await createAiEngine({
    config,
    db: undefined as never,
    record: async (report) => {
      reports.push(report);
    },
    // The fake's Retry-After is 2 s; a short wait keeps the run quick (the wait is the replay suite's business).
    sleep: provider === "fake" ? () => sleep(20) : undefined,
  });
  return { engine, label: `${config.AI_PROVIDER} ${config.AI_MODEL ?? ""}`.trim() };
}

/** Counts the distinct block types of a lesson answer (undefined for other tasks). */
const blockVariety = (output: unknown) => {
  const blocks = (output as { blocks?: { type: string }[] } | undefined)?.blocks;
  return Array.isArray(blocks) ? new Set(blocks.map((b) => b.type)).size : undefined;
};

async function runSample(
  engine: Awaited<ReturnType<typeof engineFor>>["engine"],
  reports: CallReport[],
  sample: TaskSample,
  language: string,
): Promise<Sample> {
  const ctx = { tier: "free" as const, language };
  const task = sample.task as AnyTask;
  const started = performance.now();
  let firstPartialMs: number | undefined;
  let output: unknown;
  let ok = true;
  try {
    if (task.stream) {
      for await (const event of engine.stream(task, sample.input, ctx)) {
        if (event.type === "partial") firstPartialMs ??= performance.now() - started;
        else output = event.output;
      }
    } else {
      output = await engine.run(task, sample.input, ctx);
    }
  } catch {
    ok = false;
  }
  const report = reports.at(-1);
  return {
    task: task.name,
    ok,
    rounds: report?.rounds ?? 1,
    latencyMs: performance.now() - started,
    firstPartialMs,
    tokensIn: report?.inputTokens ?? 0,
    tokensOut: report?.outputTokens ?? 0,
    reasoning: report?.reasoningTokens ?? 0,
    blockTypes: ok ? blockVariety(output) : undefined,
    language: ok ? languageOf(output, FRANC_CODES[language]) : "und",
  };
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (value: number | undefined) => (value === undefined ? "-" : `${Math.round(value)}`);

/** The table: one row per task, in the order the samples ran. */
export function formatTable(samples: Sample[], language = "en"): string {
  const expected = FRANC_CODES[language];
  const tasks = [...new Set(samples.map((s) => s.task))];
  const header = [
    "task",
    "n",
    "valid 1st",
    "after repair",
    "failed",
    "median ms",
    "p95 ms",
    "1st token ms",
    "tokens in",
    "tokens out",
    "reasoning",
    "block types",
    learningLanguageName(language),
  ];
  const rows = tasks.map((task) => {
    const of = samples.filter((s) => s.task === task);
    const ok = of.filter((s) => s.ok);
    const latencies = of.map((s) => s.latencyMs);
    const firsts = of.flatMap((s) => (s.firstPartialMs === undefined ? [] : [s.firstPartialMs]));
    const variety = ok.flatMap((s) => (s.blockTypes === undefined ? [] : [s.blockTypes]));
    const told = ok.filter((s) => s.language !== "und");
    const sum = (pick: (s: Sample) => number) => of.reduce((total, s) => total + pick(s), 0);
    return [
      task,
      String(of.length),
      String(ok.filter((s) => s.rounds === 1).length),
      String(ok.filter((s) => s.rounds > 1).length),
      String(of.length - ok.length),
      ms(quantile(latencies, 0.5)),
      ms(quantile(latencies, 0.95)),
      ms(quantile(firsts, 0.5)),
      String(sum((s) => s.tokensIn)),
      String(sum((s) => s.tokensOut)),
      String(sum((s) => s.reasoning)),
      variety.length ? (variety.reduce((a, b) => a + b, 0) / variety.length).toFixed(1) : "-",
      told.length && expected ? `${told.filter((s) => s.language === expected).length}/${told.length}` : "-",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** Runs every sample (each task over the fixed goals, then the fixed lessons) and returns the table. */
export async function evalAi(
  provider: Provider,
  goals = SAMPLE_GOALS,
  language = "en",
): Promise<{ label: string; table: string }> {
  const fake = provider === "fake" ? await startFakeOpenAiServer() : undefined;
  try {
    const reports: CallReport[] = [];
    const { engine, label } = await engineFor(provider, reports, fake);
    const samples = [...goals.flatMap((goal) => samplesFor(goal)), ...lessonSamples()];
    const results: Sample[] = [];
    for (const [index, sample] of samples.entries()) {
      if (fake) queueFakeReplies(fake, sample, index);
      results.push(await runSample(engine, reports, sample, language));
      fake?.reset();
    }
    return { label, table: formatTable(results, language) };
  } finally {
    await fake?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = process.argv.find((a) => a.startsWith("--provider="))?.split("=")[1] ?? "env";
  if (!["env", "demo", "fake"].includes(arg)) {
    console.error(`--provider: expected env, demo or fake, not "${arg}"`);
    process.exit(2);
  }
  const language = process.argv.find((a) => a.startsWith("--language="))?.split("=")[1] ?? "en";
  const { LearningLanguageSchema } = await import("@brainy/contract");
  if (!LearningLanguageSchema.safeParse(language).success) {
    console.error(
      `--language: expected a learning language's BCP-47 code (en, es, fr, pt-BR…), not "${language}"`,
    );
    process.exit(2);
  }
  const { label, table } = await evalAi(arg as Provider, SAMPLE_GOALS, language);
  console.log(
    `AI eval: ${label} (${SAMPLE_GOALS.length} goals, 3 lessons, in ${learningLanguageName(language)})\n${table}`,
  );
}
