import { describe, expect, it } from "vitest";
import {
  hasUnsavedProgress,
  initialWizardState,
  selectedCourses,
  validateWizardStep,
  type WizardAction,
  type WizardCourse,
  type WizardState,
  wizardReducer,
} from "./goal-wizard.ts";

const course = (title: string): WizardCourse => ({
  title,
  description: `${title} course`,
  complexityLevel: 1,
  desiredDuration: 12,
  realisticDuration: 15,
  tags: ["basics"],
});

function run(...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, initialWizardState);
}

describe("wizardReducer: the clarification loop", () => {
  it("validates each step with the spec's texts", () => {
    expect(validateWizardStep(initialWizardState)).toBe("Please enter a goal description");
    const asked = run(
      { type: "describe", description: "python" },
      { type: "plan-finished", outcome: { clarifyingQuestion: "Why?" } },
    );
    expect(asked.step).toBe("clarify");
    expect(validateWizardStep(asked)).toBe("Please provide an answer to proceed.");
    expect(validateWizardStep(wizardReducer(asked, { type: "answer", answer: "jobs" }))).toBeNull();
  });

  it("accumulates answers as question/answer pairs across questions", () => {
    const state = run(
      { type: "describe", description: "python" },
      { type: "plan-finished", outcome: { clarifyingQuestion: "What for?" } },
      { type: "answer", answer: " data analysis " },
      { type: "answer-submitted" },
      { type: "plan-finished", outcome: { clarifyingQuestion: "How much time?" } },
      { type: "answer", answer: "5 hours a week" },
      { type: "answer-submitted" },
    );
    expect(state.clarifications).toEqual([
      { question: "What for?", answer: "data analysis" },
      { question: "How much time?", answer: "5 hours a week" },
    ]);
    expect(state.answer).toBe("");
  });

  it("Back removes the last clarification and offers its answer again when re-asked", () => {
    const asked2 = run(
      { type: "describe", description: "python" },
      { type: "plan-finished", outcome: { clarifyingQuestion: "What for?" } },
      { type: "answer", answer: "data" },
      { type: "answer-submitted" },
      { type: "plan-finished", outcome: { clarifyingQuestion: "How much time?" } },
    );
    const back = wizardReducer(asked2, { type: "back" });
    expect(back.clarifications).toEqual([]);
    const reasked = wizardReducer(back, {
      type: "plan-finished",
      outcome: { clarifyingQuestion: "What for?" },
    });
    expect(reasked.question).toBe("What for?");
    expect(reasked.answer).toBe("data");
    const home = wizardReducer(reasked, { type: "back" });
    expect(home.step).toBe("describe");
    expect(home.description).toBe("python");
  });

  it("goes to course selection with every course ticked; Deselect All then needs one", () => {
    const state = run(
      { type: "describe", description: "learn python for data" },
      {
        type: "plan-finished",
        outcome: { goal: { title: "Python", courses: [course("A"), course("B"), course("C")] } },
      },
    );
    expect(state.step).toBe("select");
    expect(selectedCourses(state).map((c) => c.title)).toEqual(["A", "B", "C"]);
    const none = wizardReducer(state, { type: "select-all", selected: false });
    expect(validateWizardStep(none)).toBe("Please select at least one course.");
    const two = [0, 2].reduce((s, index) => wizardReducer(s, { type: "toggle-course", index }), none);
    expect(selectedCourses(two).map((c) => c.title)).toEqual(["A", "C"]);
  });

  it("falls back to one course from the typed description when planning fails or is empty", () => {
    for (const outcome of [{ failed: true as const }, { goal: { title: "x", courses: [] } }]) {
      const state = run(
        { type: "describe", description: "  Learn   Rust  " },
        { type: "plan-finished", outcome },
      );
      expect(state.step).toBe("select");
      expect(state.courses.map((c) => c.title)).toEqual(["Learn Rust"]);
      expect(state.selected).toEqual([true]);
    }
  });

  it("tracks busy and error states", () => {
    const planning = run({ type: "describe", description: "x" }, { type: "plan-started" });
    expect(planning.busy).toBe("planning");
    const failed = wizardReducer(
      { ...planning, busy: "submitting" },
      { type: "failed", error: "Failed to create goal" },
    );
    expect(failed).toMatchObject({ busy: null, error: "Failed to create goal" });
  });

  it("holds the courses the planner streams while it plans, and drops them with its answer", () => {
    const planning = run(
      { type: "describe", description: "learn Python" },
      { type: "plan-started" },
      { type: "plan-course", index: 0, course: course("Python Basics") },
      { type: "plan-course", index: 1, course: course("Data with pandas") },
    );
    expect(planning.arriving.map((c) => c.title)).toEqual(["Python Basics", "Data with pandas"]);
    const planned = wizardReducer(planning, {
      type: "plan-finished",
      outcome: {
        goal: {
          title: "Python",
          courses: [course("Python Basics"), course("Data with pandas"), course("Plots")],
        },
      },
    });
    expect(planned).toMatchObject({ step: "select", arriving: [], busy: null });
    // A course that arrives after the answer (a superseded request) changes nothing.
    expect(wizardReducer(planned, { type: "plan-course", index: 2, course: course("Late") })).toBe(planned);
  });
});

describe("hasUnsavedProgress", () => {
  it("is true with typed text or progress", () => {
    expect(hasUnsavedProgress(initialWizardState)).toBe(false);
    expect(hasUnsavedProgress(run({ type: "describe", description: " " }))).toBe(false);
    expect(hasUnsavedProgress(run({ type: "describe", description: "go" }))).toBe(true);
    expect(hasUnsavedProgress({ ...initialWizardState, step: "select" })).toBe(true);
  });

  it("'Use my material': sources are chosen and unchosen once each, and a reset forgets them", () => {
    let state = wizardReducer(initialWizardState, { type: "toggle-source", sourceId: "a", used: true });
    state = wizardReducer(state, { type: "toggle-source", sourceId: "b", used: true });
    state = wizardReducer(state, { type: "toggle-source", sourceId: "a", used: true });
    expect(state.sourceIds).toEqual(["b", "a"]);
    state = wizardReducer(state, { type: "toggle-source", sourceId: "b", used: false });
    expect(state.sourceIds).toEqual(["a"]);
    expect(wizardReducer(state, { type: "reset" }).sourceIds).toEqual([]);
  });
});
