import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_PRELOADS } from "./route-preloads.ts";

const router = readFileSync(path.join(import.meta.dirname, "router.tsx"), "utf8");
/** Every module router.tsx loads lazily, as a path under the web app (src/...). */
const lazyModules = new Set(
  [...router.matchAll(/import\("(\.{1,2}\/[^"]+)"\)/g)].map((m) =>
    path.relative(path.join(import.meta.dirname, "..", ".."), path.join(import.meta.dirname, m[1]!)),
  ),
);

describe("route preloads", () => {
  it.each(Object.entries(ROUTE_PRELOADS))("%s preloads modules the route table loads", (route, modules) => {
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) expect(lazyModules, `${route}: ${module}`).toContain(module);
    expect(router).toContain(`"${route}"`);
  });
});
