// `npm run build -w apps/server`: the server as plain JavaScript in apps/server/dist, so that
// `npm start` runs without Node's TypeScript stripping, which costs about 18 MiB of memory for its
// WebAssembly compiler and keeps every module's TypeScript text. Types are stripped (replaced by
// spaces, so line and column numbers stay those of the sources), `.ts` import specifiers become
// `.js`, and the workspace packages the server imports are copied beside it: the contract as
// dist/_contract, the demo AI (imported only when AI_PROVIDER=demo) as dist/_demo-ai. Test files
// and test helpers (under test/, outside src) are not emitted. It also writes the PGlite template
// a first start unpacks (db/pglite-template.ts).

import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const serverSrc = path.join(root, "apps", "server", "src");
const contractSrc = path.join(root, "packages", "contract", "src");
const demoAiSrc = path.join(root, "packages", "demo-ai", "src");
const serverRoot = path.join(root, "apps", "server");
/** The workspace packages' entry points, as the server imports them, and their copies in the build. */
const packageEntries = {
  "@brainy/contract": "_contract/index.js",
  "@brainy/contract/password-strength": "_contract/password-strength.js",
  "@brainy/demo-ai": "_demo-ai/index.js",
  "@brainy/demo-ai/goal-reading": "_demo-ai/goal-reading.js",
};

/** Every file under dir, as paths relative to it. */
function filesUnder(dir, prefix = "") {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/** Rewrites one module's import specifiers: relative `.ts` to `.js`, a workspace package to its copy. */
function rewriteSpecifiers(code, outFile, outRoot) {
  return code.replace(/((?:from|import)\s*\(?\s*)(["'])([^"']+)\2/g, (_match, lead, quote, specifier) => {
    let target = specifier;
    if (specifier in packageEntries) {
      target = path.relative(path.dirname(outFile), path.join(outRoot, packageEntries[specifier]));
      if (!target.startsWith(".")) target = `./${target}`;
    } else if (specifier.startsWith(".") && specifier.endsWith(".ts")) {
      target = `${specifier.slice(0, -3)}.js`;
    }
    return `${lead}${quote}${target}${quote}`;
  });
}

function stripDir(fromDir, toDir, outRoot) {
  for (const file of filesUnder(fromDir)) {
    if (file.endsWith(".test.ts")) continue;
    const from = path.join(fromDir, file);
    if (!file.endsWith(".ts")) {
      mkdirSync(path.dirname(path.join(toDir, file)), { recursive: true });
      copyFileSync(from, path.join(toDir, file));
      continue;
    }
    const to = path.join(toDir, `${file.slice(0, -3)}.js`);
    mkdirSync(path.dirname(to), { recursive: true });
    const stripped = stripTypeScriptTypes(readFileSync(from, "utf8"), { mode: "strip" });
    writeFileSync(to, rewriteSpecifiers(stripped, to, outRoot));
  }
}

/**
 * Builds the server into apps/server/<outName> (a sibling of src, so that paths the server finds
 * from its own directory stay the same), replacing an earlier build only once the new one is whole.
 */
export function buildServer(outName = "dist") {
  const out = path.join(serverRoot, outName);
  const staging = `${out}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  stripDir(serverSrc, staging, staging);
  stripDir(contractSrc, path.join(staging, "_contract"), staging);
  stripDir(demoAiSrc, path.join(staging, "_demo-ai"), staging);
  rmSync(out, { recursive: true, force: true });
  renameSync(staging, out);
  return path.join(out, "server.js");
}

function newestMtime(dir) {
  return Math.max(
    0,
    ...filesUnder(dir).map((file) => statSync(path.join(dir, file)).mtimeMs),
    statSync(dir).mtimeMs,
  );
}

/** True when apps/server/dist is missing or older than the sources of the server or a package it copies. */
export function serverBuildIsStale() {
  const entry = path.join(serverRoot, "dist", "server.js");
  if (!existsSync(entry)) return true;
  return (
    Math.max(newestMtime(serverSrc), newestMtime(contractSrc), newestMtime(demoAiSrc)) >
    statSync(entry).mtimeMs
  );
}

/**
 * Writes the built server's PGlite template (db/pglite-template.ts): a new database with every
 * migration applied, which a first start unpacks instead of running initdb and the migrations.
 * In its own process, with the flags the server runs with.
 */
export function buildPgliteTemplate(outName = "dist") {
  const out = path.join(serverRoot, outName);
  const made = spawnSync(
    process.execPath,
    ["--liftoff-only", path.join(out, "db", "pglite-template.js"), out],
    { cwd: serverRoot, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (made.status !== 0) throw new Error(`PGlite template failed (exit ${made.status})`);
}

if (process.argv[1] === import.meta.filename) {
  // Node warns that stripTypeScriptTypes is experimental; the server's process tests run the build.
  process.removeAllListeners("warning");
  const entry = buildServer(process.argv[2]);
  buildPgliteTemplate(process.argv[2]);
  console.log(`Server built: ${path.relative(root, entry)}`);
}
