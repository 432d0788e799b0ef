// The built server in a process of its own, as `npm start` runs it, and what /proc says about it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverEnv, serverNodeFlags } from "../../apps/server/src/runtime.ts";
import { buildServerForBench } from "../built-server.ts";

const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Resident memory now (VmRSS) or its peak so far (VmHWM), in MiB. */
export function rssMiB(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * The built server (jobs included) on a new DATA_DIR, with `env` added (DATABASE_URL: PostgreSQL);
 * `firstAnswerMs`: from spawn to the first 200 of /api/health.
 */
export async function startBrainy(env: Record<string, string> = {}): Promise<{
  child: ChildProcess;
  base: string;
  firstAnswerMs: number;
  stop: () => void;
}> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-bench-"));
  const entry = buildServerForBench();
  const started = performance.now();
  const flags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? serverNodeFlags();
  const child = spawn(process.execPath, [...flags, entry], {
    cwd: root,
    env: {
      ...serverEnv(),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000000",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  let firstAnswerMs = Number.NaN;
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        firstAnswerMs = performance.now() - started;
        break;
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    child,
    base,
    firstAnswerMs,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
