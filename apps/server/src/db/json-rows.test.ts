import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fromJsonRows, jsonColumn, jsonRowsColumn } from "./json-rows.ts";
import { goals, lessons } from "./schema/index.ts";

describe("rows of raw statements, decoded with their schema", () => {
  const goal = {
    id: "6d3c1c0e-0000-4000-8000-000000000001",
    user_id: "6d3c1c0e-0000-4000-8000-000000000002",
    description: "Learn SQL",
    title: null,
    image_url: null,
    metadata: "{}",
    skills: ["sql"],
    is_active: true,
    is_completed: false,
    completed_at: "2026-11-20T08:30:15.123+00:00",
    target_date: null,
    web_grounding: false,
    created_at: "2026-11-19T08:30:15.123+00:00",
    updated_at: "2026-11-19T08:30:15.123+00:00",
  };

  it("decodes a table's json rows into the shape Drizzle selects", () => {
    const [row] = fromJsonRows(goals, [goal]);
    expect(row).toMatchObject({ id: goal.id, userId: goal.user_id, isActive: true, skills: ["sql"] });
    expect(row!.completedAt).toEqual(new Date("2026-11-20T08:30:15.123Z"));
  });

  it("throws on a row without one of the table's columns (a renamed column), or of the keys asked for", () => {
    const { is_active: _, ...renamed } = goal;
    expect(() => fromJsonRows(goals, [{ ...renamed, active: true }])).toThrow(
      'a goals row read as json has no column "is_active"',
    );
    const summary = { id: "l", title: "t", is_completed: false, grade: null, estimated_time_in_minutes: 30 };
    expect(() =>
      fromJsonRows(lessons, [{ ...summary, order: 0, roadmap_id: "r" }], ["id", "title", "completedAt"]),
    ).toThrow('a lessons row read as json has no column "completed_at"');
    expect(fromJsonRows(lessons, [{ ...summary, completed_at: null }], ["id", "completedAt"])).toEqual([
      { id: "l", completedAt: null },
    ]);
  });

  it("decodes a json column with its schema, from parsed json or text, and rejects a renamed key", () => {
    const column = jsonColumn(z.object({ id: z.string(), roadmapName: z.string() }).nullable());
    expect(column.parse({ id: "a", roadmapName: "b" })).toEqual({ id: "a", roadmapName: "b" });
    expect(column.parse('{"id":"a","roadmapName":"b"}')).toEqual({ id: "a", roadmapName: "b" });
    expect(column.parse(null)).toBeNull();
    expect(() => column.parse({ id: "a", sectionName: "b" })).toThrow(/roadmapName/);
    // A column missing from the row (renamed in the statement) is undefined: rejected too.
    expect(() => z.object({ stats: jsonRowsColumn }).parse({ statistics: [] })).toThrow(/stats/);
  });
});
