import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const serverEntry = path.resolve(import.meta.dirname, "..", "src", "server.ts");

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Running = { child: ChildProcess; baseUrl: string; output: () => string };

/** Starts `node src/server.ts` as `npm start` does and waits for /api/health. */
export async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, [serverEntry], {
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
  const deadline = Date.now() + 45_000;
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
