// `npm start`: builds the SPA and the server when their sources are newer than their builds, then runs
// the built server (which applies migrations and serves http://localhost:3000 with PGlite and the
// demo AI by default).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { serverEnv, serverNodeFlags } from "../apps/server/src/runtime.ts";
import { serverBuildIsStale } from "./build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "apps", "web", "dist", "index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, "apps", "web"), path.join(root, "packages", "contract", "src")];
const stale = !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverBuildIsStale()) {
  const build = spawnSync(process.execPath, [path.join(root, "scripts", "build-server.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = path.join(root, "apps", "server", "dist", "server.js");
const server = spawn(process.execPath, [...serverNodeFlags(), entry], {
  cwd: root,
  env: serverEnv(),
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
