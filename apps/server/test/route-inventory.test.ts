import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApp } from "./factories.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");

/** Every source file of the web app (not its tests), as one text. */
function webSources(dir = path.join(root, "apps", "web", "src")): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return webSources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? readFileSync(full, "utf8")
        : "";
    })
    .join("\n");
}

/** True when the web app's sources hold the path's fixed parts, in order (parameters are expressions there). */
function calledByWeb(web: string, route: string): boolean {
  const parts = route.split(/\{[^}]+\}/).filter((part) => part.replace(/\//g, "") !== "");
  const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^\"'`\\n]*");
  return new RegExp(`["'\`](/api)?${pattern}`).test(web);
}

describe("every API route is called by the web app or listed for compatibility", () => {
  const fx = useTestApp();

  it("has no route nobody makes", async () => {
    const doc = (await fx.t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const web = webSources();
    const rules = readFileSync(path.join(root, "docs", "product-rules.md"), "utf8");
    const listed = rules.slice(rules.indexOf("## Calls kept for compatibility"));
    const routes = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${route.replace(/^\/api/, "")}`),
    );
    expect(routes.length).toBeGreaterThan(60);
    const unexplained = routes.filter((call) => {
      const route = call.slice(call.indexOf(" ") + 1);
      return !calledByWeb(web, route) && !listed.includes(`\`${call}\``);
    });
    expect(unexplained).toEqual([]);
    // The list names only routes that exist and that the web app does not make.
    const names = [...listed.matchAll(/^- `([A-Z]+ [^`]+)`/gm)].map((m) => m[1]!);
    expect(names.filter((name) => !routes.includes(name))).toEqual([]);
    expect(names.filter((name) => calledByWeb(web, name.slice(name.indexOf(" ") + 1)))).toEqual([]);
  });
});
