import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { utcDay } from "../src/ai/token-budget.ts";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { aiCalls, aiTokenDays, users } from "../src/db/schema/index.ts";
import { openTestDatabase } from "./app.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..", "..", "..");

/** A database the script can open: PostgreSQL from TEST_DATABASE_URL, else PGlite files in a DATA_DIR. */
async function scriptDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-usage-"));
  if (process.env.TEST_DATABASE_URL) {
    const { handle, url, drop } = await openTestDatabase();
    return { handle, dataDir, env: { DATABASE_URL: url! }, drop };
  }
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  await migrateDatabase(handle);
  return { handle, dataDir, env: {}, drop: async () => {} };
}

describe("npm run usage", () => {
  it("prints cost per learner, task and day, the lesson's and course's average, the budgets and today's tokens", async () => {
    const { handle, dataDir, env, drop } = await scriptDatabase();
    try {
      const [ada, bob] = await handle.db
        .insert(users)
        .values([
          { username: "ada", email: "ada@example.com", passwordHash: "x" },
          { username: "bob", email: "bob@example.com", passwordHash: "x" },
        ])
        .returning({ id: users.id });
      const row = (
        userId: string,
        task: string,
        inputTokens: number,
        outputTokens: number,
        route: string | null = "default: openai:gpt-5-mini",
      ) => ({
        userId,
        task,
        provider: "openai",
        model: "gpt-5-mini",
        route,
        inputTokens,
        outputTokens,
        latencyMs: 800,
        outcome: "ok",
        attempts: 1,
      });
      await handle.db
        .insert(aiCalls)
        .values([
          row(ada!.id, "write-course-roadmap", 1_000_000, 0),
          row(ada!.id, "write-lesson", 0, 1_000_000),
          row(ada!.id, "write-lesson", 0, 1_000_000, null),
          row(bob!.id, "answer-question", 2_000_000, 0, "chat (fallback): openai:gpt-5-mini"),
        ]);
      await handle.db.insert(aiTokenDays).values([
        { userId: ada!.id, day: utcDay(new Date()), usedTokens: 3_000_000 },
        { userId: bob!.id, day: utcDay(new Date()), usedTokens: 2_000_000 },
      ]);
      await handle.close();

      const { stdout } = await run(process.execPath, ["scripts/usage.ts", "--days=7"], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
          AI_PRICE_GPT_5_MINI: "0.25,2",
          AI_DAILY_TOKENS_FREE: "150000",
          ...env,
        },
      });
      const lines = stdout.split("\n");
      const lineOf = (start: string) => lines.find((line) => line.startsWith(start)) ?? "";
      // ada: $0.25 in + $4 out; bob: $0.50 in.
      expect(lineOf(ada!.id)).toMatch(/\s3\s+1000000\s+2000000\s+\$4\.2500$/);
      expect(lineOf(bob!.id)).toMatch(/\s1\s+2000000\s+0\s+\$0\.5000$/);
      expect(stdout.indexOf(ada!.id)).toBeLessThan(stdout.indexOf(bob!.id));
      expect(lineOf("write-lesson")).toMatch(/\$4\.0000$/);
      expect(lineOf(utcDay(new Date()))).toMatch(/\s4\s+3000000\s+2000000\s+\$4\.7500$/);
      // Cost per route: the fallback's apart, a call from before routes under its model.
      const routes = stdout.slice(stdout.indexOf("Cost per route"));
      expect(routes).toMatch(/\ndefault: openai:gpt-5-mini\s+2\s+1000000\s+1000000\s+\$2\.2500\n/);
      expect(routes).toMatch(/\n\(before routes\): gpt-5-mini\s+1\s+0\s+1000000\s+\$2\.0000\n/);
      expect(routes).toMatch(/\nchat \(fallback\): openai:gpt-5-mini\s+1\s+2000000\s+0\s+\$0\.5000\n/);
      expect(stdout).toContain("Average per lesson written: $2.0000");
      // The course: its roadmap and both lessons, one roadmap written.
      expect(stdout).toContain("Average per course built (roadmap, lessons, assessments, cards): $4.2500");
      expect(stdout).toContain(
        "Daily token budgets (a learner, a UTC day): Free 150,000 tokens, Pro 2,000,000 tokens",
      );
      expect(lineOf(`${ada!.id} ada `)).not.toBe("");
      expect(stdout).toContain(`  ${ada!.id} ada  3,000,000\n  ${bob!.id} bob  2,000,000`);
    } finally {
      await drop();
    }
  }, 60_000);
});
