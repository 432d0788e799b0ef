// Web pages as sources (issue 41): the time to read a 200 KB article page into passages, as the
// extract-source job does after the fetch: Readability on linkedom's DOM, then the headings' sections
// split into passages. Wall and CPU time, p50/p99 over BENCH_RUNS runs (default 30) after 3 warm-ups.
// Also a 1 MB page once. Run: node bench/web-extraction.ts (prints the load average beside the figures).
import os from "node:os";
import { splitIntoPassages } from "../apps/server/src/modules/sources/text.ts";
import { readWebPage } from "../apps/server/src/modules/sources/web-page.ts";
import { longArticlePage } from "../apps/server/test/web-pages.ts";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

function measure(html: string, runs: number) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let passages = 0;
  for (let i = 0; i < runs + 3; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    const page = readWebPage(html, "https://example.com/article");
    passages = splitIntoPassages(page.sections).length;
    const ms = performance.now() - start;
    const used = process.cpuUsage(startCpu);
    if (i < 3) continue;
    wall.push(ms);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu, passages };
}

const runs = Number(process.env.BENCH_RUNS ?? 30);
for (const size of [200 * 1024, 1024 * 1024]) {
  const html = longArticlePage(size);
  const { wall, cpu, passages } = measure(html, size > 300 * 1024 ? Math.max(5, Math.floor(runs / 5)) : runs);
  console.log(
    `web page ${Math.round(Buffer.byteLength(html) / 1024)} KB → ${passages} passages: wall p50 ${percentile(wall, 50).toFixed(1)} ms, p99 ${percentile(wall, 99).toFixed(1)} ms; CPU p50 ${percentile(cpu, 50).toFixed(1)} ms, p99 ${percentile(cpu, 99).toFixed(1)} ms (${wall.length} runs)`,
  );
}
console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`,
);
