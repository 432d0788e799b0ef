/**
 * npm run usage [-- --days=30]: what the AI cost, from ai_calls, priced with the AI_PRICE_<MODEL>
 * variables (dollars per million tokens in and out, e.g. AI_PRICE_GPT_5_MINI=0.25,2): per learner,
 * per task, per day and per AI_ROUTES route (fallbacks apart), and the lesson's and the course's average; then the daily token budgets in
 * force and today's heaviest learners (ai_token_days). Reads the database the server
 * uses (DATABASE_URL, else the PGlite files in DATA_DIR: stop the server first, PGlite has one user).
 */
import path from "node:path";
import { inArray } from "drizzle-orm";
import { listAiCallTotals } from "../apps/server/src/ai/repository.ts";
import { listTopTokenDays, utcDay } from "../apps/server/src/ai/token-budget.ts";
import { buildUsageReport, type UsageLine } from "../apps/server/src/ai/usage-report.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { users } from "../apps/server/src/db/schema/index.ts";

const days = Number(process.argv.find((a) => a.startsWith("--days="))?.split("=")[1] ?? 30);
if (!Number.isInteger(days) || days < 1) {
  console.error("--days: expected a whole number of days, 1 or more");
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, "pglite"),
});
try {
  const since = new Date(Date.now() - days * 86_400_000);
  const report = buildUsageReport(await listAiCallTotals(handle.db, { since }), config.AI_PRICES);
  const dollars = (cost: number | null) => (cost === null ? "no price" : `$${cost.toFixed(4)}`);
  const table = (title: string, lines: UsageLine[]) => {
    console.log(`\n${title}`);
    const rows = lines.map((l) => [
      l.key,
      String(l.calls),
      String(l.inputTokens),
      String(l.outputTokens),
      dollars(l.cost),
    ]);
    const header = [title.split(" ").at(-1)!, "calls", "tokens in", "tokens out", "cost"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join("  "));
  };
  console.log(`AI usage since ${since.toISOString().slice(0, 10)} (${days} days)`);
  // Each learner as their id and username, so an operator knows who spends.
  const ids = report.byLearner.map((line) => line.key).filter((key) => /^[0-9a-f-]{36}$/.test(key));
  const names = new Map(
    ids.length
      ? (
          await handle.db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((row) => [row.id, row.username])
      : [],
  );
  const named = (key: string) => (names.has(key) ? `${key} ${names.get(key)}` : key);
  table(
    "Cost per learner",
    report.byLearner.map((line) => ({ ...line, key: named(line.key) })),
  );
  table("Cost per task", report.byTask);
  table("Cost per day", report.byDay);
  table("Cost per route", report.byRoute);
  console.log(`\nAverage per lesson written: ${dollars(report.lessonAverage)}`);
  console.log(
    `Average per course built (roadmap, lessons, assessments, cards): ${dollars(report.courseAverage)}`,
  );
  if (report.unpriced.length) console.log(`Models without a price: set ${report.unpriced.join(", ")}`);

  const budget = (tokens: number) => (tokens > 0 ? `${tokens.toLocaleString("en")} tokens` : "no budget");
  console.log(
    `\nDaily token budgets (a learner, a UTC day): Free ${budget(config.AI_DAILY_TOKENS_FREE)}, Pro ${budget(config.AI_DAILY_TOKENS_PRO)}`,
  );
  const today = utcDay(new Date());
  const heaviest = await listTopTokenDays(handle.db, today);
  console.log(`Tokens today (${today}), most first:${heaviest.length ? "" : " none"}`);
  for (const learner of heaviest)
    console.log(`  ${named(learner.userId)}  ${learner.used.toLocaleString("en")}`);
} finally {
  await handle.close();
}
