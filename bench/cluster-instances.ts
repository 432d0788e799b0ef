// Built server instances for the benches that run the cluster suite's deployment
// (apps/server/test/cluster/harness.ts): each started as `npm start` starts it, from one build.
import { spawn } from "node:child_process";
import path from "node:path";
import { serverEnv, serverNodeFlags } from "../apps/server/src/runtime.ts";
import { freePort, type StartInstance } from "../apps/server/test/cluster/harness.ts";
import { buildServerForBench } from "./built-server.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Builds the server once and answers a starter for the cluster harness. */
export function builtInstanceStarter(): StartInstance {
  const entry = buildServerForBench();
  return async (env) => {
    const port = env.PORT ? Number(env.PORT) : await freePort();
    let output = "";
    const child = spawn(process.execPath, [...serverNodeFlags(), entry], {
      cwd: root,
      env: { ...serverEnv(), PATH: process.env.PATH ?? "", ...env, PORT: String(port), HOST: "127.0.0.1" },
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const baseUrl = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`instance exited: ${output}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, output: () => output };
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`instance did not start: ${output}`);
  };
}
