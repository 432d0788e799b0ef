// The capacity bench's figures for one step of learners, and its table row.

/** A request's route with its ids as :id and without its query, e.g. `GET /api/lessons/:id`. */
export const routeOf = (method: string, path: string) =>
  `${method} ${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id").split("?")[0]}`;

/** The routes slowest at their p99 over a whole run, with p50/p99 and how many were sent. */
export function slowestRoutes(byRoute: Map<string, number[]>, count: number): string[] {
  return [...byRoute]
    .map(([route, ms]) => ({ route, ms, p99: percentile(ms, 99) }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, count)
    .map(
      ({ route, ms, p99 }) =>
        `${route}: p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (${ms.length} requests)`,
    );
}

export type StepStats = {
  reads: number[];
  writes: number[];
  errors: number;
  refused: number;
  errorKinds: Map<string, number>;
};

export const stepStats = (): StepStats => ({
  reads: [],
  writes: [],
  errors: 0,
  refused: 0,
  errorKinds: new Map(),
});

/** The p-th percentile (nearest rank) of the values; 0 when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]!;
}

/** A table row for a step, or the header without one. CPU as cores used (1.00 = one core busy). */
export function stepRow(step?: {
  learners: number;
  seconds: number;
  stats: StepStats;
  serverCpu: number;
  benchCpu: number;
  rss: number;
}): string {
  const cells = step
    ? [
        String(step.learners),
        ((step.stats.reads.length + step.stats.writes.length) / step.seconds).toFixed(1),
        percentile(step.stats.reads, 50).toFixed(0),
        percentile(step.stats.reads, 99).toFixed(0),
        percentile(step.stats.writes, 50).toFixed(0),
        percentile(step.stats.writes, 99).toFixed(0),
        String(step.stats.errors),
        String(step.stats.refused),
        step.serverCpu.toFixed(2),
        step.benchCpu.toFixed(2),
        step.rss.toFixed(0),
      ]
    : [
        "learners",
        "req/s",
        "read p50",
        "read p99",
        "write p50",
        "write p99",
        "errors",
        "402/429",
        "server CPU",
        "bench CPU",
        "RSS MiB",
      ];
  return cells.map((c, i) => (i === 0 ? c.padEnd(9) : c.padStart(i >= 8 ? 11 : 10))).join("");
}
