// Web features are islands: a file under apps/web/src/features/<a>/ may import from components/,
// lib/, content/ and the contract, never from another feature. Shared code (components/, lib/,
// content/, assets/) never imports a feature nor app/: it is what features build on. app/ is the
// composition root (router, providers, shell, the static landing page) and the one place that may
// import features. Query keys come from lib/query-keys.ts, never written as array literals in a
// feature. Exits 1 listing each crossing.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const srcDir = path.join(root, "apps", "web", "src");
const featuresDir = path.join(srcDir, "features");
/** Folders of apps/web/src that hold shared code: they may import each other, not features/ or app/. */
const sharedDirs = ["components", "lib", "content", "assets"];

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

/** The relative specifiers a file imports (static, re-exported or dynamic), resolved to paths. */
function* importsOf(file, source) {
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g))
    yield { specifier: match[1], target: path.resolve(path.dirname(file), match[1]) };
}

const crossings = [];
for (const file of filesUnder(featuresDir)) {
  const feature = path.relative(featuresDir, file).split(path.sep)[0];
  const source = readFileSync(file, "utf8");
  for (const { specifier, target } of importsOf(file, source)) {
    const relative = path.relative(featuresDir, target);
    if (relative.startsWith("..")) {
      if (path.relative(srcDir, target).split(path.sep)[0] === "app")
        crossings.push(`${path.relative(root, file)} imports ${specifier} (app/, the composition root)`);
      continue;
    }
    const other = relative.split(path.sep)[0];
    if (other !== feature)
      crossings.push(`${path.relative(root, file)} imports ${specifier} (feature "${other}")`);
  }
  if (/queryKey:\s*\[/.test(source))
    crossings.push(`${path.relative(root, file)} writes a query key literal (use lib/query-keys.ts)`);
}

for (const shared of sharedDirs) {
  const dir = path.join(srcDir, shared);
  if (!existsSync(dir)) continue;
  for (const file of filesUnder(dir)) {
    const source = readFileSync(file, "utf8");
    for (const { specifier, target } of importsOf(file, source)) {
      const top = path.relative(srcDir, target).split(path.sep)[0];
      if (top === "features" || top === "app")
        crossings.push(
          `${path.relative(root, file)} imports ${specifier} (shared code must not import ${top}/)`,
        );
    }
  }
}

if (crossings.length > 0) {
  console.error(
    `Features must not import each other, and shared code (${sharedDirs.join("/, ")}/) must not import features/ or app/;\nmove shared code to components/ or lib/, keys to lib/query-keys.ts:\n${crossings.join("\n")}`,
  );
  process.exit(1);
}
console.log("feature boundaries: ok");
