import { describe, expect, it } from "vitest";
import { evalAi } from "../../../bench/eval-ai.ts";
import { COLUMNS } from "../../../bench/eval-table.ts";
import { SAMPLE_GOALS, samplesFor } from "./ai-replay.ts";

/** The table's rows as cells, keyed by task. */
const rowsOf = (table: string) =>
  new Map(
    table
      .split("\n")
      .slice(2)
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim()),
      )
      .map((cells) => [cells[0]!, cells] as const),
  );

/** A cell of a task's row by its column's name. */
const cell = (cells: string[], column: (typeof COLUMNS)[number]) => cells[COLUMNS.indexOf(column)]!;

describe("npm run eval:ai", () => {
  it.each(["demo", "fake"] as const)(
    "prints a row for every task on the %s provider, none failed",
    async (provider) => {
      const { table } = await evalAi(provider, SAMPLE_GOALS.slice(0, 1));
      const rows = rowsOf(table);
      // One row per task: every task folder has a sample (the replay suite checks that).
      expect(rows.size).toBe(samplesFor(SAMPLE_GOALS[0]!).length);
      expect(rows.size).toBeGreaterThanOrEqual(18);
      for (const cells of rows.values()) {
        const [, , n, first, repaired, failed] = cells;
        expect(failed).toBe("0");
        expect(Number(first) + Number(repaired)).toBe(Number(n));
      }
      // Lessons: 1 for the goal and the 3 fixed ones, each with several kinds of block.
      expect(cell(rows.get("write-lesson")!, "n")).toBe("4");
      expect(Number(cell(rows.get("write-lesson")!, "block types"))).toBeGreaterThan(2);
    },
  );

  it("judges language match against the learning language given: the demo writes English, so none is Spanish", async () => {
    const { table } = await evalAi("demo", SAMPLE_GOALS.slice(0, 1), "es");
    expect(table.split("\n")[0]).toMatch(/\| Spanish \(Spain\) +\|$/);
    const lesson = rowsOf(table).get("write-lesson")!;
    expect(lesson.at(-1)).toBe("0/4");
    const english = rowsOf((await evalAi("demo", SAMPLE_GOALS.slice(0, 1))).table).get("write-lesson")!;
    expect(english.at(-1)).toBe("4/4");
  });

  it("runs per route: cost per task beside validity and the fake judge's rubric scores, and which tasks pass", async () => {
    const goals = SAMPLE_GOALS.slice(0, 1);
    const large = await evalAi("fake", goals, "en", { route: "openai-compatible:fake-large" });
    const small = await evalAi("fake", goals, "en", { route: "ollama:fake-small+json-object" });
    expect(large.judge).toBe("fake judge");
    const largeRows = rowsOf(large.table);
    const smallRows = rowsOf(small.table);
    expect(cell(largeRows.get("write-lesson")!, "route")).toBe("*: openai-compatible:fake-large");
    expect(cell(smallRows.get("write-lesson")!, "route")).toBe("*: ollama:fake-small+json-object");
    // Judged tasks (plans, lessons, cards, grades) show a score per criterion, 'builds' and 'cites' where they apply.
    for (const task of ["plan-goal", "write-lesson", "write-review-cards", "grade-open-answer"]) {
      expect(cell(largeRows.get(task)!, "judge correct/clear/level/builds/cites"), task).toMatch(
        /^[45]\.\d\/[45]\.\d\/[45]\.\d\/([45]\.\d|-)\/([45]\.\d|-)$/,
      );
    }
    expect(cell(largeRows.get("answer-question")!, "judge correct/clear/level/builds/cites")).toBe("-");
    // The small model costs less per task (AI_PRICE_FAKE_SMALL) and fails what the large one passes.
    const cost = (rows: typeof largeRows, task: string) => Number(cell(rows.get(task)!, "cost $"));
    expect(cost(smallRows, "write-lesson")).toBeLessThan(cost(largeRows, "write-lesson") / 10);
    expect(large.failed).toEqual([]);
    expect(large.passed).toHaveLength(largeRows.size);
    expect(small.failed.length).toBeGreaterThan(0);
    for (const task of small.failed) {
      expect(cell(smallRows.get(task)!, "passes")).toBe("no");
      expect(Number(cell(smallRows.get(task)!, "failed"))).toBeGreaterThan(0);
    }
  }, 120_000);
});
