import { type AiPrices, costOf, priceVariableOf } from "./prices.ts";
import type { AiCallTotal } from "./repository.ts";

/** The tasks that build a course after it is planned: its roadmap, lessons, their assessments, cards and images. */
const COURSE_TASKS = new Set([
  "write-course-roadmap",
  "write-section-lessons",
  "write-lesson",
  "write-lesson-assessment",
  "write-review-cards",
  "write-image-prompt",
]);

/** One line of a usage table: calls, tokens and dollars (null when a model in it has no price). */
export type UsageLine = {
  key: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cost: number | null;
};

export type UsageReport = {
  byLearner: UsageLine[];
  byTask: UsageLine[];
  byDay: UsageLine[];
  /** Per AI_ROUTES route (rule, fallback, provider and model), most expensive first. */
  byRoute: UsageLine[];
  /** Dollars per lesson written (write-lesson calls over the lessons written), null without prices. */
  lessonAverage: number | null;
  /** Dollars per course built (the course tasks over the roadmaps written, one a course), null without prices. */
  courseAverage: number | null;
  /** AI_PRICE_* variables that would price the models seen without one. */
  unpriced: string[];
};

function sumBy(totals: AiCallTotal[], prices: AiPrices, keyOf: (t: AiCallTotal) => string): UsageLine[] {
  const lines = new Map<string, UsageLine>();
  for (const total of totals) {
    const key = keyOf(total);
    const line = lines.get(key) ?? { key, calls: 0, inputTokens: 0, outputTokens: 0, cost: 0 };
    const cost = costOf(prices, total.model, total.inputTokens, total.outputTokens);
    line.calls += total.calls;
    line.inputTokens += total.inputTokens;
    line.outputTokens += total.outputTokens;
    line.cost = line.cost === null || cost === undefined ? null : line.cost + cost;
    lines.set(key, line);
  }
  return [...lines.values()];
}

const totalCost = (lines: UsageLine[]) =>
  lines.some((l) => l.cost === null) ? null : lines.reduce((sum, l) => sum + (l.cost ?? 0), 0);

/** Prices ai_calls totals: per learner (most expensive first), per task, per day, per route, and the lesson's and course's average. */
export function buildUsageReport(totals: AiCallTotal[], prices: AiPrices): UsageReport {
  const byCost = (a: UsageLine, b: UsageLine) =>
    (b.cost ?? 0) - (a.cost ?? 0) || b.inputTokens + b.outputTokens - (a.inputTokens + a.outputTokens);
  const lessons = totals.filter((t) => t.task === "write-lesson");
  const lessonsWritten = lessons.reduce((n, t) => n + t.okCalls, 0);
  const lessonCost = totalCost(sumBy(lessons, prices, () => "all"));
  const courses = totals.filter((t) => t.task === "write-course-roadmap").reduce((n, t) => n + t.okCalls, 0);
  const courseCost = totalCost(
    sumBy(
      totals.filter((t) => COURSE_TASKS.has(t.task)),
      prices,
      () => "all",
    ),
  );
  return {
    byLearner: sumBy(totals, prices, (t) => t.userId ?? "(no learner)").sort(byCost),
    byTask: sumBy(totals, prices, (t) => t.task).sort(byCost),
    byDay: sumBy(totals, prices, (t) => t.day),
    byRoute: sumBy(totals, prices, (t) => t.route ?? `(before routes): ${t.model}`).sort(byCost),
    lessonAverage: lessonCost === null || lessonsWritten === 0 ? null : lessonCost / lessonsWritten,
    courseAverage: courseCost === null || courses === 0 ? null : courseCost / courses,
    unpriced: [
      ...new Set(
        totals
          .filter((t) => costOf(prices, t.model, 0, 0) === undefined)
          .map((t) => priceVariableOf(t.model)),
      ),
    ],
  };
}
