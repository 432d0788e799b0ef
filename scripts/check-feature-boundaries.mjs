// Web features are islands: a file under apps/web/src/features/<a>/ may import from components/,
// lib/, content/ and the contract, never from another feature. Query keys come from
// lib/query-keys.ts, never written as array literals in a feature. Exits 1 listing each crossing.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const featuresDir = path.join(root, "apps", "web", "src", "features");

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

const crossings = [];
for (const file of filesUnder(featuresDir)) {
  const feature = path.relative(featuresDir, file).split(path.sep)[0];
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = path.resolve(path.dirname(file), match[1]);
    const relative = path.relative(featuresDir, target);
    if (relative.startsWith("..")) continue;
    const other = relative.split(path.sep)[0];
    if (other !== feature)
      crossings.push(`${path.relative(root, file)} imports ${match[1]} (feature "${other}")`);
  }
  if (/queryKey:\s*\[/.test(source))
    crossings.push(`${path.relative(root, file)} writes a query key literal (use lib/query-keys.ts)`);
}

if (crossings.length > 0) {
  console.error(
    `Features must not import each other; move shared code to components/ or lib/, keys to lib/query-keys.ts:\n${crossings.join("\n")}`,
  );
  process.exit(1);
}
console.log("feature boundaries: ok");
