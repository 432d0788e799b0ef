import { AsyncLocalStorage } from "node:async_hooks";
import { isVersionedTable, type VersionedTable } from "./schema/data-versions.ts";

/** A statement as Drizzle's logger sees it: its text and its parameters. */
type Statement = { text: string; params: unknown[] };

/** The statements run by the memoized read in progress (only while reads are checked). */
const statementsOfRead = new AsyncLocalStorage<Statement[]>();

/** Notes a statement Drizzle is about to run, for the memoized read running it (if any). */
export function noteStatement(text: string, params: unknown[]): void {
  statementsOfRead.getStore()?.push({ text, params });
}

/** Answers a statement's plan as PostgreSQL's `explain (format json)` writes it. */
export type Explain = (text: string, params: unknown[]) => Promise<unknown>;

/**
 * A check that a memoized read reads only the tables it declares, all of them versioned: a kept
 * answer is only as fresh as the data versions of what it read (ADR 0012), so a read of any other
 * table would be up to a minute stale after a write to it. Each statement the read runs is planned
 * once (`explain`) and every table in the plan must be one of `reads` and of VERSIONED_TABLES. Turned
 * on for tests (test/app.ts); off in production, where it would cost a plan per new statement.
 */
export function createReadCheck(explain: Explain) {
  const tablesOf = new Map<string, Promise<string[]>>();
  return async function checkedRead<T>(
    options: { key: string; reads: readonly VersionedTable[] },
    read: () => Promise<T>,
  ): Promise<T> {
    const statements: Statement[] = [];
    // Awaited inside the scope: a Drizzle query builder runs its statement only when awaited.
    const value = await statementsOfRead.run(statements, async () => await read());
    for (const { text, params } of statements) {
      let tables = tablesOf.get(text);
      if (!tables) {
        tables = explain(`explain (format json) ${text}`, params).then(tablesInPlan);
        tablesOf.set(text, tables);
      }
      // data_versions is the stamp of a memoized read nested in this one (PostgreSQL), not an answer.
      const outside = (await tables).filter(
        (table) =>
          table !== "data_versions" &&
          (!(options.reads as readonly string[]).includes(table) || !isVersionedTable(table)),
      );
      if (outside.length > 0)
        throw new Error(
          `memoized read "${options.key}" reads ${outside.join(", ")}, outside its declared tables ` +
            `(${options.reads.join(", ")}) or VERSIONED_TABLES: its answer would not go stale when they change`,
        );
    }
    return value;
  };
}

/** Every table a plan scans (its "Relation Name"s), sorted, once each. */
export function tablesInPlan(plan: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (node === null || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    for (const [key, child] of Object.entries(node)) {
      if (key === "Relation Name" && typeof child === "string") found.add(child);
      // A driver that answers json as text.
      else if (key === "QUERY PLAN" && typeof child === "string") visit(JSON.parse(child));
      else visit(child);
    }
  };
  visit(plan);
  return [...found].sort();
}
