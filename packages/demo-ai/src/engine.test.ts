import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as tasks from "../test/tasks.ts";
import { DEMO_ANSWERS } from "./answers.ts";
import { createDemoEngine, revealStages } from "./engine.ts";
import type { AiStreamEvent, RecordCall } from "./server-types.ts";

type Report = Parameters<RecordCall>[0];

function demoEngine(stepDelayMs = 0) {
  const reports: Report[] = [];
  const ai = createDemoEngine({
    record: async (report) => {
      reports.push(report);
    },
    stepDelayMs,
    outputInvalid: (message, cause) => new Error(message, { cause }),
  });
  return { ai, reports };
}

async function collect<R, O>(events: AsyncIterable<AiStreamEvent<R, O>>) {
  const seen: AiStreamEvent<R, O>[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

const section = { topic: "Loops", summary: "Repeat work with for and while loops." };
const lessonsInput = {
  goal: "learn Python",
  courseTitle: "Python Foundations",
  section,
  previousSections: [],
};

describe("demo engine", () => {
  it("answers every task the server defines, by the task's name (its folder under ai/tasks/)", () => {
    const tasksDir = path.resolve(import.meta.dirname, "../../../apps/server/src/ai/tasks");
    const folders = readdirSync(tasksDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const named = Object.values(tasks)
      .filter((value) => typeof value === "object" && "buildPrompt" in value)
      .map((task) => (task as { name: string }).name);
    expect(Object.keys(DEMO_ANSWERS).sort()).toEqual(folders.sort());
    expect(named.sort()).toEqual(folders.sort());
  });

  it("reveals top-level arrays one element at a time, then the whole answer", () => {
    const stages = revealStages({ title: "T", items: [1, 2, 3] });
    expect(stages.map((s) => (s.partial as { items: number[] }).items)).toEqual([
      [1],
      [1, 2],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(revealStages("one two three").map((s) => s.delta)).toEqual(["one ", "two ", "three"]);
  });

  it("reveals a plan's courses (one level down) one at a time too", () => {
    const plan = { clarifyingQuestion: null, goal: { title: "T", courses: ["a", "b", "c"] } };
    const stages = revealStages(plan).map((s) => s.partial as typeof plan);
    expect(stages.map((s) => s.goal.courses)).toEqual([["a"], ["a", "b"], ["a", "b", "c"], ["a", "b", "c"]]);
    expect(stages.every((s) => s.clarifyingQuestion === null && s.goal.title === "T")).toBe(true);
    expect(stages.at(-1)).toEqual(plan);
  });

  it("streams partials then one validated answer, and records the call", async () => {
    const { ai, reports } = demoEngine();
    const events = await collect(ai.stream(tasks.writeSectionLessonsTask, lessonsInput, { tier: "free" }));
    const final = events.at(-1);
    expect(final?.type).toBe("final");
    const lessons = final?.type === "final" ? final.output.lessons : [];
    expect(events.filter((e) => e.type === "partial").length).toBeGreaterThanOrEqual(lessons.length);
    expect(await ai.run(tasks.writeSectionLessonsTask, lessonsInput, { tier: "free" })).toEqual(
      final?.type === "final" ? final.output : undefined,
    );
    const text = await collect(
      ai.stream(tasks.answerQuestionTask, { question: "hello", history: [] }, { tier: "free" }),
    );
    const words = text.filter((e) => e.type === "partial").map((e) => (e.type === "partial" ? e.delta : ""));
    expect(words.length).toBeGreaterThan(3);
    expect(text.at(-1)).toEqual({ type: "final", output: words.join("") });
    expect(reports.map((r) => [r.task, r.provider, r.model, r.outcome])).toEqual([
      ["write-section-lessons", "demo", "demo", "ok"],
      ["write-section-lessons", "demo", "demo", "ok"],
      ["answer-question", "demo", "demo", "ok"],
    ]);
  });

  it("applies the task's finalize step", async () => {
    const { ai } = demoEngine();
    const plan = await ai.run(
      tasks.planGoalTask,
      { goal: "python", clarifications: [], profile: {} },
      {
        tier: "free",
      },
    );
    expect(Object.keys(plan)).toHaveLength(1);
  });

  it("paces its steps and stops when the signal aborts", async () => {
    const { ai } = demoEngine(40);
    const controller = new AbortController();
    const started = performance.now();
    const seen: unknown[] = [];
    await expect(
      (async () => {
        for await (const event of ai.stream(
          tasks.writeSectionLessonsTask,
          lessonsInput,
          { tier: "free" },
          { signal: controller.signal },
        )) {
          seen.push(event);
          if (seen.length === 2) controller.abort(new Error("client gone"));
        }
      })(),
    ).rejects.toThrow("client gone");
    expect(seen).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
  });

  it("throws the server's error for a task it has no answer to, and records it as invalid output", async () => {
    const { ai, reports } = demoEngine();
    const unknown = { ...tasks.writeSectionLessonsTask, name: "no-such-task" };
    await expect(ai.run(unknown, lessonsInput, { tier: "free" })).rejects.toThrow(
      "The demo AI could not answer this request.",
    );
    expect(reports.map((r) => r.outcome)).toEqual(["invalid_output"]);
  });
});
