/** The table `npm run eval:ai` prints (eval-ai.ts): one row per task, and which tasks pass. */
import { learningLanguageName } from "@brainy/contract";
import { FRANC_CODES } from "../apps/server/test/ai-replay.ts";
import { CRITERIA, type JudgeScores } from "./judge/judge.ts";

/** One sample's measurements. */
export type Sample = {
  task: string;
  /** The route whose answer was used (or the last one tried). */
  route: string;
  ok: boolean;
  /** Dollars over every call of the sample (fallbacks included); undefined when a model has no price. */
  cost?: number;
  judged?: JudgeScores;
  rounds: number;
  latencyMs: number;
  firstPartialMs?: number;
  tokensIn: number;
  tokensOut: number;
  reasoning: number;
  blockTypes?: number;
  language: string;
};

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (value: number | undefined) => (value === undefined ? "-" : `${Math.round(value)}`);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The judge's mean per criterion over a task's judged answers (undefined: none judged; null: not applicable). */
function judgeMeans(samples: Sample[]) {
  const judged = samples.flatMap((s) => (s.judged ? [s.judged] : []));
  if (!judged.length) return undefined;
  return CRITERIA.map((c) => {
    const scores = judged.flatMap((j) => (j[c] === null ? [] : [j[c]]));
    return scores.length ? mean(scores) : null;
  });
}

/** A task passes when no answer failed and every judged criterion averages 3.5 or more. */
const passes = (samples: Sample[]) =>
  samples.every((s) => s.ok) && (judgeMeans(samples) ?? []).every((m) => m === null || m >= 3.5);

/** The table's columns; `judge` lists the rubric's criteria in order (judge/rubric.md). */
export const COLUMNS = [
  "task",
  "route",
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
  "cost $",
  "judge correct/clear/level/builds/cites",
  "passes",
  "block types",
];

/** The table: one row per task, in the order the samples ran. */
export function formatTable(samples: Sample[], language = "en"): string {
  const expected = FRANC_CODES[language];
  const tasks = [...new Set(samples.map((s) => s.task))];
  const header = [...COLUMNS, learningLanguageName(language)];
  const rows = tasks.map((task) => {
    const of = samples.filter((s) => s.task === task);
    const ok = of.filter((s) => s.ok);
    const latencies = of.map((s) => s.latencyMs);
    const firsts = of.flatMap((s) => (s.firstPartialMs === undefined ? [] : [s.firstPartialMs]));
    const variety = ok.flatMap((s) => (s.blockTypes === undefined ? [] : [s.blockTypes]));
    const told = ok.filter((s) => s.language !== "und");
    const sum = (pick: (s: Sample) => number) => of.reduce((total, s) => total + pick(s), 0);
    const means = judgeMeans(of);
    return [
      task,
      [...new Set(of.map((s) => s.route))].join(", "),
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
      of.some((s) => s.cost === undefined) ? "no price" : sum((s) => s.cost ?? 0).toFixed(4),
      means ? means.map((m) => (m === null ? "-" : m.toFixed(1))).join("/") : "-",
      passes(of) ? "yes" : "no",
      variety.length ? (variety.reduce((a, b) => a + b, 0) / variety.length).toFixed(1) : "-",
      told.length && expected ? `${told.filter((s) => s.language === expected).length}/${told.length}` : "-",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** The tasks that pass, and those that do not, on one run. */
export const passSummary = (samples: Sample[]) => {
  const tasks = [...new Set(samples.map((s) => s.task))];
  const passed = tasks.filter((t) => passes(samples.filter((s) => s.task === t)));
  return { passed, failed: tasks.filter((t) => !passed.includes(t)) };
};
