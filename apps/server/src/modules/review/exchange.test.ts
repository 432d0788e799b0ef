import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, useTestApp } from "../../../test/factories.ts";
import { goals, lessons } from "../../db/schema/index.ts";
import { fromAnkiText, toAnkiText } from "./anki-text.ts";

describe("Anki's text format", () => {
  it("writes the header lines, quotes what needs it, and reads back the same cards", () => {
    const cards = [
      {
        kind: "basic" as const,
        front: "What is a tab?",
        back: 'A\tseparator, "quoted"\nover lines',
        lessonTitle: "Python Basics",
      },
      {
        kind: "cloze" as const,
        front: "A {{c1::dictionary}} maps keys to values.",
        back: "",
        lessonTitle: null,
      },
    ];
    const text = toAnkiText(cards, "Brainy AI");
    expect(text.split("\n").slice(0, 5)).toEqual([
      "#separator:tab",
      "#html:false",
      "#deck:Brainy AI",
      "#notetype column:1",
      "#tags column:4",
    ]);
    expect(text).toContain(
      'Basic\tWhat is a tab?\t"A\tseparator, ""quoted""\nover lines"\tlesson::Python_Basics',
    );
    expect(fromAnkiText(text)).toEqual({ cards, skipped: 0 });
  });

  it("reads a file without a note type column, and skips rows that are not cards", () => {
    const text =
      "#separator:semicolon\nCapital of France?;Paris\nThe {{c1::Seine}} flows through Paris;\nNo answer;\n";
    expect(fromAnkiText(text)).toEqual({
      cards: [
        { kind: "basic", front: "Capital of France?", back: "Paris", lessonTitle: null },
        { kind: "cloze", front: "The {{c1::Seine}} flows through Paris", back: "", lessonTitle: null },
      ],
      skipped: 1,
    });
  });
});

describe("export and import API", () => {
  const fx = useTestApp();

  it("exports a goal's or all cards, and re-importing gives the same cards", async () => {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const [goal] = await fx.t.handle.db.select().from(goals).where(eq(goals.userId, user.id));
    const [lesson] = await fx.t.handle.db.select().from(lessons).where(eq(lessons.userId, user.id));
    const bodies = [
      { front: "What does FSRS schedule?", back: "Reviews", lessonId: lesson!.id },
      {
        front: "The {{c1::stability}} of a memory grows with each recall.",
        back: "",
        kind: "cloze",
        lessonId: lesson!.id,
      },
      { front: "Outside any goal?", back: "Yes\tand with a tab" },
    ];
    for (const body of bodies)
      expect((await fx.call(user, "POST", "/api/review/cards", body)).statusCode).toBe(201);

    const all = await fx.call(user, "GET", "/api/review/export");
    expect(all.statusCode).toBe(200);
    expect(all.headers["content-type"]).toContain("text/plain");
    expect(all.headers["content-disposition"]).toContain("attachment");
    expect(all.body.split("\n").filter((l) => l && !l.startsWith("#"))).toHaveLength(3);
    const ofGoal = await fx.call(user, "GET", `/api/review/export?goalId=${goal!.id}`);
    expect(ofGoal.body.split("\n").filter((l) => l && !l.startsWith("#"))).toHaveLength(2);
    expect(ofGoal.body).toContain(`lesson::${lesson!.title.replace(/\s+/g, "_")}`);
    // Another learner's export has none of them.
    const other = await createUser(fx.t);
    expect(
      (await fx.call(other, "GET", "/api/review/export")).body
        .split("\n")
        .filter((l) => l && !l.startsWith("#")),
    ).toEqual([]);

    const shape = (cards: { front: string; back: string; kind: string; lessonId: string | null }[]) =>
      cards
        .map(({ front, back, kind, lessonId }) => ({ front, back, kind, lessonId }))
        .sort((a, b) => a.front.localeCompare(b.front));
    const before = shape((await fx.call(user, "GET", "/api/review/cards")).json());
    for (const card of (await fx.call(user, "GET", "/api/review/cards")).json())
      await fx.call(user, "DELETE", `/api/review/cards/${card.id}`);
    const imported = await fx.call(user, "POST", "/api/review/import", { text: all.body });
    expect(imported.json()).toEqual({ imported: 3, duplicates: 0, skipped: 0 });
    const after = (await fx.call(user, "GET", "/api/review/cards")).json();
    expect(shape(after)).toEqual(before);
    expect(
      after.every((c: { source: string; state: string }) => c.source === "import" && c.state === "new"),
    ).toBe(true);
    // Importing the same file again adds nothing.
    expect((await fx.call(user, "POST", "/api/review/import", { text: all.body })).json()).toEqual({
      imported: 0,
      duplicates: 3,
      skipped: 0,
    });
    // Another learner importing it gets the cards, without links to lessons that are not theirs.
    const theirs = await fx.call(other, "POST", "/api/review/import", { text: all.body });
    expect(theirs.json().imported).toBe(3);
    const otherCards = (await fx.call(other, "GET", "/api/review/cards")).json();
    expect(otherCards.every((c: { lessonId: string | null }) => c.lessonId === null)).toBe(true);
    expect((await fx.call(user, "POST", "/api/review/import", { text: "" })).statusCode).toBe(400);
  });
});
