import { describe, expect, it } from "vitest";
import { evalAi } from "../../../bench/eval-ai.ts";
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
        const [, n, first, repaired, failed] = cells;
        expect(failed).toBe("0");
        expect(Number(first) + Number(repaired)).toBe(Number(n));
      }
      // Lessons: 1 for the goal and the 3 fixed ones, each with several kinds of block.
      expect(rows.get("write-lesson")![1]).toBe("4");
      expect(Number(rows.get("write-lesson")![11])).toBeGreaterThan(2);
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
});
