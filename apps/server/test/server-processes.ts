import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const serverRoot = path.resolve(import.meta.dirname, "..");
let built: string | undefined;
afterAll(() => {
  if (built) rmSync(path.dirname(built), { recursive: true, force: true });
});

/**
 * The server as `npm start` runs it: built to JavaScript (scripts/build-server.mjs), once per test
 * test file, in a folder of its own that is removed after the file's tests.
 */
export function serverEntry(): string {
  if (built) return built;
  const outName = `dist-test-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
  const result = spawnSync(
    process.execPath,
    [path.join(serverRoot, "..", "..", "scripts", "build-server.mjs"), outName],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`building the server failed: ${result.stderr}`);
  built = path.join(serverRoot, outName, "server.js");
  return built;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Running = { child: ChildProcess; baseUrl: string; output: () => string };

/**
 * Starts the built server as `npm start` does (with extra Node flags if given) and waits for
 * /api/health; on a free port unless `env.PORT` names one (a restart behind a balancer).
 */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<Running> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = "";
  const child = spawn(process.execPath, [...nodeArgs, serverEntry()], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: os.tmpdir(),
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${output}`);
}

export async function stopServer(running: Running): Promise<number | null> {
  running.child.kill("SIGTERM");
  return new Promise((resolve) => running.child.once("exit", (code) => resolve(code)));
}
