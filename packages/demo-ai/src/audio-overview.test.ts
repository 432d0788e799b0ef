import { describe, expect, it } from "vitest";
import { writeAudioOverviewTask } from "../test/tasks.ts";
import { demoWriteAudioOverview } from "./audio-overview.ts";
import { demoWriteLesson } from "./lesson.ts";

/** The parts a lesson's material becomes on the server: a part per heading, its sentences and points. */
function lessonMaterial(lessonTitle: string) {
  const lesson = demoWriteLesson({
    goal: "Learn Python",
    courseTitle: "Python Foundations",
    courseDescription: "",
    level: 1,
    section: { topic: "Control Flow", summary: "" },
    lessonTitle,
    previousLessons: [],
    nextLessons: [],
    earlierSections: [],
    estimatedMinutes: 30,
  });
  const parts = [{ title: lesson.title, points: [] as string[] }];
  for (const block of lesson.blocks) {
    if (block.type === "header") parts.push({ title: block.text, points: [] });
    else if (block.type === "paragraph") parts.at(-1)!.points.push(...block.text.split(/(?<=[.!?])\s+/));
    else if (block.type === "list") parts.at(-1)!.points.push(...block.items);
    else if (block.type === "checkpoint")
      parts
        .at(-1)!
        .points.push(`A question to check yourself: ${block.question} The answer: ${block.answer}.`);
  }
  return parts.filter((part) => part.points.length > 0);
}

const words = (script: ReturnType<typeof demoWriteAudioOverview>) =>
  script.chapters
    .flatMap((c) => c.turns.map((t) => t.text))
    .join(" ")
    .split(/\s+/).length;

describe("the demo's audio overview script", () => {
  const input = {
    title: "Writing Functions",
    kind: "lesson" as const,
    language: "en",
    parts: lessonMaterial("Writing Functions"),
    sources: [],
  };

  it("is a conversation from the lesson's own points: both speakers, chapters by its headings, a Brief of 2-4 minutes", () => {
    const brief = writeAudioOverviewTask.schema.parse(demoWriteAudioOverview({ ...input, length: "brief" }));
    const turns = brief.chapters.flatMap((c) => c.turns);
    expect(new Set(turns.map((t) => t.speaker))).toEqual(new Set(["host", "expert"]));
    expect(turns[0]!.speaker).toBe("host");
    expect(brief.chapters[0]!.title).toBe("Introduction");
    expect(brief.chapters.at(-1)!.title).toBe("Wrapping up");
    expect(brief.chapters.map((c) => c.title)).toEqual(
      expect.arrayContaining(input.parts.slice(1, 3).map((p) => p.title)),
    );
    // At about 150 words a minute.
    expect(words(brief)).toBeGreaterThanOrEqual(300);
    expect(words(brief)).toBeLessThanOrEqual(600);
    // Every expert sentence past the opening comes from the material (or a checkpoint's answer).
    const material = input.parts.flatMap((p) => p.points).join(" ");
    const answer = brief.chapters[1]!.turns.find((t) => t.speaker === "expert")!.text;
    expect(material).toContain(answer.split(/(?<=[.!?])\s+/)[0]!.replace(/\.$/, ""));
    expect(demoWriteAudioOverview({ ...input, length: "brief" })).toEqual(brief);
  });

  it("a Deep dive says more, and checks understanding chapter by chapter", () => {
    const brief = demoWriteAudioOverview({ ...input, length: "brief" });
    const deep = writeAudioOverviewTask.schema.parse(demoWriteAudioOverview({ ...input, length: "deep" }));
    expect(words(deep)).toBeGreaterThan(1.8 * words(brief));
    expect(deep.chapters.flatMap((c) => c.turns).some((t) => t.text.startsWith("Let me say that back"))).toBe(
      true,
    );
  });

  it("cites the sources its points came from, and says it writes English only in another language", () => {
    const script = demoWriteAudioOverview({
      title: "Biology notes",
      kind: "sources",
      length: "brief",
      language: "es",
      parts: [
        {
          title: "Cells",
          points: ["The cell is the basic unit of life. [1]", "Plants and animals are made of cells. [2]"],
        },
        { title: "Energy", points: ["Mitochondria turn food into energy the cell can use. [3]"] },
      ],
      sources: [1, 2, 3].map((n) => ({ n, sourceTitle: "Biology notes", location: `Page ${n}` })),
    });
    const text = script.chapters.flatMap((c) => c.turns.map((t) => t.text)).join(" ");
    expect(text).toMatch(/\[1\]/);
    expect(text).toMatch(/\[3\]/);
    expect(script.language).toBe("en");
    expect(script.chapters[0]!.turns[0]!.text).toMatch(
      /^Demo AI writes in English only\. Your learning language, Spanish/,
    );
  });
});
