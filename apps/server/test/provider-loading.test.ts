import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeServer, startFakeOpenAiServer } from "./fakes/fake-openai-server.ts";
import { type Running, startServer, stopServer } from "./server-processes.ts";

const hook = path.join(import.meta.dirname, "module-log-hook.mjs");

/** The built server's own modules and its copies of the workspace packages, as loaded paths. */
function loadedModules(log: string): string[] {
  const urls = readFileSync(log, "utf8").trim().split("\n");
  return [...new Set(urls)].filter((url) => url.startsWith("file:") && !url.includes("/node_modules/"));
}
const isDemoAi = (url: string) => url.includes("/_demo-ai/") || url.includes("/packages/demo-ai/");

/** Registers a user on a running server and asks the planner once (one AI call). */
async function planOnce(baseUrl: string): Promise<Response> {
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "planner", email: "planner@example.com", password: "Str0ng!Passw0rd" }),
  });
  const { token } = (await registered.json()) as { token: string };
  return fetch(`${baseUrl}/api/goals/plan`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ goal: "learn Python" }),
  });
}

// The demo AI lives in packages/demo-ai and is imported only for AI_PROVIDER=demo: a server with a
// real model never loads it. A static import of the package anywhere the server starts from
// would load it here too and fail the first test.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("which AI provider a server loads", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-provider-"));
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function run(
    name: string,
    env: Record<string, string>,
  ): Promise<{ modules: string[]; plan: Response }> {
    const log = path.join(dir, `${name}.log`);
    let server: Running | undefined;
    try {
      server = await startServer(
        { DATA_DIR: path.join(dir, name), MODULE_LOG: log, AI_DEMO_STEP_MS: "0", ...env },
        ["--import", hook],
      );
      const plan = await planOnce(server.baseUrl);
      return { modules: loadedModules(log), plan };
    } finally {
      if (server) await stopServer(server);
    }
  }

  it("a server with a real model (openai-compatible) answers without ever loading the demo AI", async () => {
    fake.reply({
      kind: "sse",
      content: JSON.stringify({ clarifyingQuestion: "Which part of Python interests you?", goal: null }),
    });
    const { modules, plan } = await run("model", {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: "fake-model",
    });
    expect(plan.status).toBe(200);
    expect(await plan.json()).toMatchObject({ clarifyingQuestion: "Which part of Python interests you?" });
    expect(fake.requests).toHaveLength(1);
    expect(modules.some((url) => url.endsWith("/ai/providers/model-runner.js"))).toBe(true);
    expect(modules.filter(isDemoAi)).toEqual([]);
    // Nor the MCP server (and its SDK), loaded on the first /mcp request only.
    expect(modules.filter((url) => url.includes("/modules/mcp/handler"))).toEqual([]);
  }, 90_000);

  it("a demo server loads the demo AI package (the hook sees it)", async () => {
    const { modules, plan } = await run("demo", { AI_PROVIDER: "demo" });
    expect(plan.status).toBe(200);
    expect(modules.some((url) => url.endsWith("/_demo-ai/index.js"))).toBe(true);
    expect(modules.some((url) => url.endsWith("/ai/providers/model-runner.js"))).toBe(false);
  }, 90_000);
});
