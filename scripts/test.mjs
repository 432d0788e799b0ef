// `npm test`: type check, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser suite, then with RUN_CLUSTER=1 the cluster suite (`npm run
// test:cluster`: two instances behind HAProxy). Ends with one line `N passed, N failed` for CI.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(root, ".vitest-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, { cwd = root, env = {}, results } = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counted = false;
  if (results && existsSync(results)) {
    const report = JSON.parse(readFileSync(results, "utf8"));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    counted = true;
    console.log(
      `--- ${title}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${seconds}s)`,
    );
  }
  if (outcome.status !== 0) {
    failedSteps.push(title);
    // A step that failed without reporting tests (type errors, lint, crash) counts as one failure.
    if (!counted || (counted && totals.failed === 0)) totals.failed += 1;
    console.log(`--- ${title}: FAILED (exit ${outcome.status}, ${seconds}s)`);
  } else if (!counted) {
    console.log(`--- ${title}: ok (${seconds}s)`);
  }
}

const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const json = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${path.join(resultsDir, name)}`,
];

run("type check", "npm", ["run", "typecheck", "--silent"]);
run("lint (biome)", process.execPath, [
  path.join(root, "node_modules", "@biomejs", "biome", "bin", "biome"),
  "check",
  ".",
]);
run("feature boundaries", process.execPath, [path.join(root, "scripts", "check-feature-boundaries.mjs")]);
run("translations (i18n)", process.execPath, [path.join(root, "scripts", "check-i18n.mjs")]);
run("unit and API tests (PGlite)", process.execPath, [vitest, "run", ...json("unit.json")], {
  env: { TEST_DATABASE_URL: "" },
  results: path.join(resultsDir, "unit.json"),
});
/**
 * The server's test files whose outcome can depend on the database engine: concurrent requests and
 * locks, transactions, crashes and restarts, raw SQL, migrations, idempotency and quotas. The
 * PostgreSQL pass runs these (every file runs on PGlite); `FULL_PG=1` runs every file on both.
 */
function databaseSensitiveFiles() {
  const marker =
    /Promise\.all|parallel|at once|concurren|kill|crash|TEST_DATABASE_URL|isPostgres|pg_|transaction|FOR UPDATE|forUpdate|sql`|migrat|idempot|[Qq]uota|\.for\(/;
  const serverDir = path.join(root, "apps", "server");
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "cluster") walk(full);
      } else if (entry.name.endsWith(".test.ts") && marker.test(readFileSync(full, "utf8"))) {
        found.push(path.relative(root, full));
      }
    }
  };
  walk(path.join(serverDir, "src"));
  walk(path.join(serverDir, "test"));
  return found.sort();
}

if (process.env.TEST_DATABASE_URL) {
  const files = process.env.FULL_PG === "1" ? [] : databaseSensitiveFiles();
  if (files.length)
    console.log(`\nPostgreSQL pass: ${files.length} database-sensitive test files (FULL_PG=1 for all)`);
  run(
    "API tests (PostgreSQL)",
    process.execPath,
    [vitest, "run", "--project", "server", ...files, ...json("server-pg.json")],
    {
      results: path.join(resultsDir, "server-pg.json"),
    },
  );
}
if (process.env.SKIP_BROWSER !== "1") {
  // The SPA is built once for both browser steps. Two files run at a time (e2e/vitest.config.ts),
  // except the offline test, which deploys a new sw.js on the shared server: it runs alone after.
  const webDist = path.join(resultsDir, "web-dist");
  run(
    "web build for the browser tests",
    "npm",
    ["run", "build", "-w", "apps/web", "--", "--outDir", webDist],
    {
      env: { NODE_ENV: "production" },
    },
  );
  const alone = "tests/offline.test.ts";
  const browserEnv = { E2E_PREBUILT_WEB: webDist };
  run(
    "browser tests (Chromium)",
    process.execPath,
    [vitest, "run", "--exclude", `**/${path.basename(alone)}`, ...json("e2e.json")],
    {
      cwd: path.join(root, "e2e"),
      env: browserEnv,
      results: path.join(resultsDir, "e2e.json"),
    },
  );
  run(
    "browser tests run alone (Chromium)",
    process.execPath,
    [vitest, "run", alone, ...json("e2e-alone.json")],
    {
      cwd: path.join(root, "e2e"),
      env: browserEnv,
      results: path.join(resultsDir, "e2e-alone.json"),
    },
  );
}

if (process.env.RUN_CLUSTER === "1") {
  run(
    "cluster tests (two instances behind HAProxy)",
    process.execPath,
    [
      vitest,
      "run",
      "--config",
      path.join("apps", "server", "test", "cluster", "vitest.config.ts"),
      ...json("cluster.json"),
    ],
    { results: path.join(resultsDir, "cluster.json") },
  );
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);
