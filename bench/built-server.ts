import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Builds the server to JavaScript as `npm start` does (in its own folder, so a running `npm start`
 * keeps its build) and answers the entry to run, relative to the repository root.
 */
export function buildServerForBench(): string {
  const result = spawnSync(process.execPath, ["scripts/build-server.mjs", "dist-bench"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("building the server failed");
  return "apps/server/dist-bench/server.js";
}
