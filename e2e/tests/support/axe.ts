import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// axe-core, run inside the page. The app's CSP allows only same-origin scripts, so an inline
// <script> (addScriptTag({ content })) is refused; evaluating the source through the DevTools
// protocol is not subject to the CSP.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2 level A and AA rules, plus axe's best practices (landmarks, headings). */
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Page-structure rules that fail at any impact (axe rates most of them "moderate"). */
const STRUCTURE_RULES = new Set([
  "landmark-one-main",
  "landmark-main-is-top-level",
  "landmark-no-duplicate-main",
  "landmark-unique",
  "region",
  "heading-order",
  "page-has-heading-one",
  "empty-heading",
]);

/** One failing rule on one page, with the selector and axe's summary of every failing node. */
export type AxeViolation = {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
};

/** A known violation in code outside this test's owner's area, kept visible until its owner fixes it. */
export type AllowedViolation = {
  rule: string;
  /** Substring of the failing node's selector. */
  selector: string;
  /** Which file holds it and why it is allowed for now. */
  reason: string;
};

type AxeResults = {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
};

/** Runs axe on the page as it is now; answers serious and critical violations and any structure violation. */
export async function findSeriousViolations(
  page: Page,
  allowed: readonly AllowedViolation[] = [],
): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      ),
    RULE_TAGS,
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || STRUCTURE_RULES.has(v.id))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      nodes: v.nodes
        .map((node) => ({
          target: node.target.map(String).join(" "),
          summary: (node.failureSummary ?? "").replace(/\s+/g, " ").trim(),
        }))
        .filter((node) => !allowed.some((a) => a.rule === v.id && node.target.includes(a.selector))),
    }))
    .filter((v) => v.nodes.length > 0);
}

/** A readable list of violations for a failure message. */
export function formatViolations(label: string, violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `[${label}] ${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .map((n) => `    ${n.target}\n      ${n.summary}`)
          .join("\n")}`,
    )
    .join("\n");
}
