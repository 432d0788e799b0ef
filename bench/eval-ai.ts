/**
 * npm run eval:ai [-- --provider=env|demo|fake] [-- --language=es]: runs a fixed set of goals and
 * lessons through an AI provider and prints one row per task: answers valid the first time, after a
 * repair (or a longer retry), failed; median and p95 latency; time to the first streamed partial;
 * tokens in, out and reasoning; lesson block variety; share of answers in the learner's language
 * (English, or the learning language given, which every call then asks for as a learner's would);
 * the route that answered, the cost (AI_PRICE_* variables), the judge's scores (judge/rubric.md:
 * correct, clear, fit for the level, builds on earlier lessons, cites only its passages) and whether
 * the task passes (none failed, every judged mean 3.5 or more).
 *
 * `--route=<provider>:<model>[+mode]` (repeatable) runs every task on that route, a table each, to
 * compare models (an Ollama or llama.cpp model with its structured-output mode included); without
 * it the run follows AI_ROUTES. `--judge=<provider>:<model>` (or AI_EVAL_JUDGE) names the judge
 * route; the fake provider's judge is a fake (judge/judge.ts), and a model named `*small*` on the
 * fake plays a weaker model (one answer in four cut off twice).
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
import { costOf } from "../apps/server/src/ai/prices.ts";
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
import { formatTable, passSummary, type Sample } from "./eval-table.ts";
import { actAsFakeJudge, judgeAnswer } from "./judge/judge.ts";

type Provider = "env" | "demo" | "fake";

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

/** A weaker model's mix (a fake model named *small*): one answer in four cut off twice, so it fails. */
const WEAK_MIX = [undefined, "cut-off answer twice", "fenced JSON", "<think> block"];

function queueFakeReplies(fake: FakeServer, sample: TaskSample, index: number, weak: boolean) {
  const good = goodAnswer(sample);
  const mix = weak ? WEAK_MIX : FAKE_MIX;
  const name = mix[index % mix.length];
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

/** The variables eval:ai passes on from its environment: the AI_* ones and the routes' servers and keys. */
const passedEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] =>
        /^(AI_|OLLAMA_BASE_URL$|LLAMACPP_BASE_URL$|OPENAI_API_KEY$|ANTHROPIC_API_KEY$)/.test(e[0]) && !!e[1],
    ),
  );

/** Stand-in prices for the fake's models (dollars per million tokens in, out), unless AI_PRICE_* sets them. */
const FAKE_PRICES = {
  AI_PRICE_FAKE: "1.25,10",
  AI_PRICE_FAKE_LARGE: "1.25,10",
  AI_PRICE_FAKE_SMALL: "0.05,0.4",
};

async function engineFor(provider: Provider, reports: CallReport[], fake?: FakeServer, route?: string) {
  const { createAiEngine } = await import("../apps/server/src/ai/index.ts");
  const aiEnv = passedEnv();
  const routes: Record<string, string> = route ? { AI_ROUTES: `*=${route}` } : {};
  const env =
    provider === "demo"
      ? { ...aiEnv, AI_PROVIDER: "demo", ...routes }
      : provider === "fake"
        ? {
            ...FAKE_PRICES,
            ...Object.fromEntries(Object.entries(aiEnv).filter(([name]) => name.startsWith("AI_PRICE_"))),
            AI_PROVIDER: "openai-compatible",
            AI_BASE_URL: fake!.baseUrl,
            OLLAMA_BASE_URL: fake!.baseUrl,
            LLAMACPP_BASE_URL: fake!.baseUrl,
            AI_MODEL: "fake",
            AI_TIMEOUT_MS: "5000",
            ...routes,
          }
        : { ...aiEnv, ...routes };
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
  const label = route
    ? `route ${route}`
    : config.AI_ROUTES && Object.keys(config.AI_ROUTES.rules).length
      ? `AI_ROUTES over ${config.AI_PROVIDER} ${config.AI_MODEL ?? ""}`.trim()
      : `${config.AI_PROVIDER} ${config.AI_MODEL ?? ""}`.trim();
  return { engine, label, prices: config.AI_PRICES };
}

/** The judge route's engine: the fake judge on the fake provider, else the route named, else none. */
async function judgeFor(provider: Provider, spec: string | undefined, judgeServer?: FakeServer) {
  const { createAiEngine } = await import("../apps/server/src/ai/index.ts");
  if (provider === "fake") {
    actAsFakeJudge(judgeServer!);
    const env = {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: judgeServer!.baseUrl,
      AI_MODEL: "fake-judge",
    };
    return {
      engine: await createAiEngine({
        config: testConfig(env),
        db: undefined as never,
        record: async () => {},
      }),
      label: "fake judge",
    };
  }
  if (!spec) return undefined;
  const config = testConfig({ ...passedEnv(), AI_ROUTES: `*=${spec}` });
  return {
    engine: await createAiEngine({ config, db: undefined as never, record: async () => {} }),
    label: spec,
  };
}

/** Counts the distinct block types of a lesson answer (undefined for other tasks). */
const blockVariety = (output: unknown) => {
  const blocks = (output as { blocks?: { type: string }[] } | undefined)?.blocks;
  return Array.isArray(blocks) ? new Set(blocks.map((b) => b.type)).size : undefined;
};

async function runSample(
  run: Awaited<ReturnType<typeof engineFor>>,
  reports: CallReport[],
  sample: TaskSample,
  language: string,
  judge: Awaited<ReturnType<typeof judgeFor>>,
): Promise<Sample> {
  const ctx = { tier: "free" as const, language };
  const task = sample.task as AnyTask;
  const before = reports.length;
  const started = performance.now();
  let firstPartialMs: number | undefined;
  let output: unknown;
  let ok = true;
  try {
    if (task.stream) {
      for await (const event of run.engine.stream(task, sample.input, ctx)) {
        if (event.type === "partial") firstPartialMs ??= performance.now() - started;
        else output = event.output;
      }
    } else {
      output = await run.engine.run(task, sample.input, ctx);
    }
  } catch {
    ok = false;
  }
  const latencyMs = performance.now() - started;
  // Every call of the sample: a failed route and its fallback both cost.
  const calls = reports.slice(before);
  const report = calls.at(-1);
  const sum = (pick: (r: CallReport) => number | undefined) => calls.reduce((n, r) => n + (pick(r) ?? 0), 0);
  const costs = calls.map((r) => costOf(run.prices, r.model, r.inputTokens ?? 0, r.outputTokens ?? 0));
  return {
    task: task.name,
    route: report?.route ?? "-",
    ok,
    rounds: report?.rounds ?? 1,
    latencyMs,
    firstPartialMs,
    tokensIn: sum((r) => r.inputTokens),
    tokensOut: sum((r) => r.outputTokens),
    reasoning: sum((r) => r.reasoningTokens),
    cost: costs.some((c) => c === undefined) ? undefined : costs.reduce((a, b) => a! + b!, 0),
    judged: ok && judge ? await judgeAnswer(judge.engine, task, sample.input, output) : undefined,
    blockTypes: ok ? blockVariety(output) : undefined,
    language: ok ? languageOf(output, FRANC_CODES[language]) : "und",
  };
}

/**
 * Runs every sample (each task over the fixed goals, then the fixed lessons) on one route (or
 * AI_ROUTES), judges the answers, and returns the table and the tasks that pass.
 */
export async function evalAi(
  provider: Provider,
  goals = SAMPLE_GOALS,
  language = "en",
  options: { route?: string; judge?: string } = {},
): Promise<{ label: string; table: string; judge: string; passed: string[]; failed: string[] }> {
  const fake = provider === "fake" ? await startFakeOpenAiServer() : undefined;
  const judgeServer = provider === "fake" ? await startFakeOpenAiServer() : undefined;
  try {
    const reports: CallReport[] = [];
    const run = await engineFor(provider, reports, fake, options.route);
    const judge = await judgeFor(provider, options.judge ?? process.env.AI_EVAL_JUDGE, judgeServer);
    const weak = provider === "fake" && /small/.test(options.route ?? "");
    const samples = [...goals.flatMap((goal) => samplesFor(goal)), ...lessonSamples()];
    const results: Sample[] = [];
    for (const [index, sample] of samples.entries()) {
      if (fake) queueFakeReplies(fake, sample, index, weak);
      results.push(await runSample(run, reports, sample, language, judge));
      fake?.reset();
    }
    return {
      label: run.label,
      table: formatTable(results, language),
      judge: judge?.label ?? "none",
      ...passSummary(results),
    };
  } finally {
    await fake?.close();
    await judgeServer?.close();
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
  const argValue = (a: string) => a.slice(a.indexOf("=") + 1);
  const routes = process.argv.filter((a) => a.startsWith("--route=")).map(argValue);
  const judge = process.argv.find((a) => a.startsWith("--judge="));
  for (const route of routes.length ? routes : [undefined]) {
    try {
      const result = await evalAi(arg as Provider, SAMPLE_GOALS, language, {
        route,
        judge: judge ? argValue(judge) : undefined,
      });
      console.log(
        `AI eval: ${result.label}, judge ${result.judge} (${SAMPLE_GOALS.length} goals, 3 lessons, in ${learningLanguageName(language)})\n${result.table}`,
      );
      console.log(
        `Passes: ${result.passed.join(", ") || "none"}\nDoes not pass: ${result.failed.join(", ") || "none"}\n`,
      );
    } catch (error) {
      // A bad --route or --judge is a config error: one line naming it.
      console.error((error as Error).message);
      process.exit(2);
    }
  }
}
