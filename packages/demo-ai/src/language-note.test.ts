import { describe, expect, it } from "vitest";
import * as tasks from "../test/tasks.ts";
import { createDemoEngine } from "./engine.ts";

const ai = createDemoEngine({ record: async () => {}, outputInvalid: (message) => new Error(message) });
const lessonInput = {
  goal: "learn Python",
  courseTitle: "Python Foundations",
  courseDescription: "The basics of Python.",
  level: 1,
  section: { topic: "Loops", summary: "Repeat work with for and while loops." },
  lessonTitle: "The for loop",
  previousLessons: [],
  nextLessons: [],
  earlierSections: [],
  estimatedMinutes: 20,
};
const NOTE =
  "Demo AI writes in English only. Your learning language, Spanish (Spain), is used when the server runs a real AI model.";

describe("the demo provider and the learning language", () => {
  it("writes English, and a lesson in another language opens with a note saying so", async () => {
    const english = await ai.run(tasks.writeLessonTask, lessonInput, { tier: "free" });
    const spanish = await ai.run(tasks.writeLessonTask, lessonInput, { tier: "free", language: "es" });
    expect(JSON.stringify(english)).not.toContain("Demo AI writes in English only");
    expect(spanish.blocks[0]).toEqual({ type: "paragraph", text: `*${NOTE}*` });
    // The rest is the English lesson, unchanged.
    expect(spanish.blocks.slice(1)).toEqual(english.blocks.slice(0, spanish.blocks.length - 1));
  });

  it("a chat answer's first line says so too; English answers carry no note", async () => {
    const input = { question: "What is a loop?", history: [] };
    const spanish = await ai.run(tasks.answerQuestionTask, input, { tier: "free", language: "es" });
    expect(spanish.startsWith(`*${NOTE}*\n\n`)).toBe(true);
    const english = await ai.run(tasks.answerQuestionTask, input, { tier: "free", language: "en" });
    expect(english).not.toContain("Demo AI writes in English only");
  });
});
