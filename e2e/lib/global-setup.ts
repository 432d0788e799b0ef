import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeWeb } from "../../apps/server/test/fakes/fake-web.ts";
import { findChromium } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    dataDir: string;
    /** The local stand-in for the open web: pages, YouTube captions, a SearXNG search (issue 41). */
    fakeWebUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Builds the SPA, starts the production server on a free port with a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const message = "Browser tests: no Chromium found (set CHROMIUM_PATH or apt-get install chromium).";
    if (process.env.REQUIRE_BROWSER === "1") throw new Error(`${message} REQUIRE_BROWSER=1, so this fails.`);
    console.warn(`${message} Skipping the browser suite.`);
    project.provide("chromiumPath", "");
    project.provide("baseUrl", "");
    project.provide("dataDir", "");
    project.provide("fakeWebUrl", "");
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-e2e-"));
  // Each run builds into its own folder so parallel runs never serve each other's half-written assets.
  let webDistDir = path.join(root, "apps", "web", "dist");
  if (process.env.E2E_PREBUILT_WEB) {
    // scripts/test.mjs builds once for its two browser steps; each copies it (a test edits its copy).
    webDistDir = path.join(dataDir, "web-dist");
    cpSync(process.env.E2E_PREBUILT_WEB, webDistDir, { recursive: true });
  } else if (process.env.E2E_SKIP_BUILD !== "1") {
    webDistDir = path.join(dataDir, "web-dist");
    // Vitest sets NODE_ENV=test; the build must be the production one.
    execFileSync("npm", ["run", "build", "-w", "apps/web", "--", "--outDir", webDistDir, "--emptyOutDir"], {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  const port = await freePort();
  // The server reads web pages, captions and search results from a local fake (no internet here).
  const fakeWeb = await startFakeWeb();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    NODE_ENV: "test",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    RATE_LIMIT_PER_MINUTE: "10000",
    // Audio overviews with espeak-ng's two voices: festival's take minutes of CPU for one brief
    // overview on a busy CI machine (the server's tests check festival's pair).
    SPEECH_OFFLINE_VOICES: "espeak",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    FETCH_ALLOW_PRIVATE: "127.0.0.1",
    YOUTUBE_BASE_URL: fakeWeb.url,
    SEARCH_PROVIDER: "searxng",
    SEARCH_BASE_URL: fakeWeb.url,
  };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  const server: ChildProcess = spawn(process.execPath, ["apps/server/src/server.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Three minutes: on a shared machine under load the server (migrations, then Fastify) starts slowly.
  const startMs = Number(process.env.E2E_SERVER_START_MS ?? 180_000);
  const deadline = Date.now() + startMs;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`e2e server exited with code ${server.exitCode}`);
    if (Date.now() > deadline)
      throw new Error(`e2e server did not answer /api/health within ${startMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("chromiumPath", chromiumPath);
  project.provide("dataDir", dataDir);
  project.provide("fakeWebUrl", fakeWeb.url);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await fakeWeb.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
