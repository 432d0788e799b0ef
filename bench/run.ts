// Benchmarks that print numbers: API latency on the embedded database and the web bundle size.
// Run with `npm run bench` (after `npm run build` for the bundle numbers).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildApp } from "../apps/server/src/app.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { testConfig } from "../apps/server/test/app.ts";
import { benchAssessments } from "./assessments.ts";
import { benchForgotPassword } from "./forgot-password.ts";
import { benchGoals } from "./goals.ts";
import { benchLessons } from "./lessons.ts";
import { benchNotesAndChat } from "./notes-chat.ts";
import { benchReview } from "./review.ts";
import { benchStudyPlan } from "./study-plan.ts";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function benchHealth(): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase({ pgliteDir: "memory://" });
  await migrateDatabase(handle);
  const app = await buildApp({ config: testConfig(), db: handle.db, dbKind: handle.kind, logger: false });
  await app.ready();
  console.log(
    `startup (PGlite in memory, migrations, app ready): ${(performance.now() - started).toFixed(0)} ms`,
  );
  const samples: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t0 = performance.now();
    await app.inject({ method: "GET", url: "/api/health" });
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `GET /api/health x500: p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms`,
  );
  await app.close();
  await handle.close();
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** Gzipped JS a route needs on first load: the entry, the route's chunk and every static import of both. */
function benchBundle(): void {
  const dist = path.resolve(import.meta.dirname, "..", "apps", "web", "dist");
  const manifestFile = path.join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) {
    console.log("web bundle: not built (run `npm run build`)");
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
  };
  const kib = (files: string[]) => (files.reduce((sum, file) => sum + gz(file), 0) / 1024).toFixed(1);
  // The app's entry (index.html) and React DOM, which it imports at once as a chunk of its own; `/`
  // is served as the prerendered landing.html with its own small entry.
  const entry = ["index.html", ...Object.keys(manifest).filter((key) => key.endsWith("react-dom/client.js"))];
  console.log(`web bundle: app entry JS ${kib(closure(entry))} KiB gzip`);
  if (manifest["landing.html"])
    console.log(`web bundle: landing page (/, first visit) JS ${kib(closure(["landing.html"]))} KiB gzip`);
  if (manifest["public-page.html"])
    console.log(
      `web bundle: blog, posts, terms, privacy (first visit) JS ${kib(closure(["public-page.html"]))} KiB gzip`,
    );
  for (const [label, sources] of [
    ["landing route inside the app", ["src/features/landing/routes/landing-page.tsx"]],
    ["login (/login)", ["src/features/auth/routes/login-page.tsx"]],
    [
      "app shell with home (/home)",
      ["src/app/shell/app-shell.tsx", "src/features/home/routes/home-page.tsx"],
    ],
    ["goals route (/goals)", ["src/app/shell/app-shell.tsx", "src/features/goals/routes/goals-page.tsx"]],
    [
      "courses route (/learning-plan)",
      ["src/app/shell/app-shell.tsx", "src/features/courses/routes/courses-page.tsx"],
    ],
  ] as const) {
    if (!sources.every((source) => manifest[source])) continue;
    console.log(`web bundle: ${label} JS ${kib(closure([...entry, ...sources]))} KiB gzip`);
  }
  const all = readdirSync(path.join(dist, "assets")).filter((file) => file.endsWith(".js"));
  console.log(
    `web bundle: all JS ${kib(all.map((file) => `assets/${file}`))} KiB gzip in ${all.length} chunks`,
  );
}

await benchHealth();
await benchGoals();
await benchLessons();
await benchAssessments();
await benchNotesAndChat();
await benchReview();
await benchStudyPlan();
await benchForgotPassword();
benchBundle();
