// Benchmarks that print numbers: API latency on the embedded database and the web bundle size.
// Run with `npm run bench` (after `npm run build` for the bundle numbers).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildApp } from "../apps/server/src/app.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { testConfig } from "../apps/server/test/app.ts";

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

function benchBundle(): void {
  const dist = path.resolve(import.meta.dirname, "..", "apps", "web", "dist");
  if (!existsSync(path.join(dist, "index.html"))) {
    console.log("web bundle: not built (run `npm run build`)");
    return;
  }
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const entryScripts = [...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const initial = [...new Set([...entryScripts, ...preloads])];
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  const initialBytes = initial.reduce((sum, file) => sum + gz(file), 0);
  const all = readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js"));
  const allBytes = all.reduce((sum, file) => sum + gz(`assets/${file}`), 0);
  console.log(
    `web bundle: initial JS ${(initialBytes / 1024).toFixed(1)} KiB gzip (${initial.length} files); all JS ${(allBytes / 1024).toFixed(1)} KiB gzip (${all.length} chunks)`,
  );
}

await benchHealth();
benchBundle();
