import type { Clarification, PlannedCourse } from "@brainy/contract";

export type { Clarification };
/** A recommended course as the wizard holds it: the contract's planned course. */
export type WizardCourse = PlannedCourse;

/** What the planner answered: a question, a goal with courses, or nothing usable. */
export type PlanOutcome =
  | { clarifyingQuestion: string }
  | { goal: { title: string; courses: WizardCourse[] } }
  | { failed: true };

export type WizardState = {
  step: "describe" | "clarify" | "select";
  description: string;
  clarifications: Clarification[];
  question: string | null;
  answer: string;
  /** The clarification Back removed, so its answer can be offered again when the planner re-asks. */
  removed: Clarification | null;
  goalTitle: string;
  courses: WizardCourse[];
  selected: boolean[];
  busy: "planning" | "submitting" | null;
  /** Courses the planner has written so far, shown while it writes the rest. */
  arriving: WizardCourse[];
  error: string | null;
  /** 'Use my material': the learner's sources the courses are planned and written from. */
  sourceIds: string[];
};

export type WizardAction =
  | { type: "describe"; description: string }
  | { type: "answer"; answer: string }
  | { type: "toggle-source"; sourceId: string; used: boolean }
  | { type: "plan-started" }
  | { type: "plan-course"; index: number; course: WizardCourse }
  | { type: "plan-finished"; outcome: PlanOutcome }
  | { type: "answer-submitted" }
  | { type: "back" }
  | { type: "toggle-course"; index: number }
  | { type: "select-all"; selected: boolean }
  | { type: "submit-started" }
  | { type: "failed"; error: string | null }
  | { type: "reset" };

export const initialWizardState: WizardState = {
  step: "describe",
  description: "",
  clarifications: [],
  question: null,
  answer: "",
  removed: null,
  goalTitle: "",
  courses: [],
  selected: [],
  busy: null,
  arriving: [],
  error: null,
  sourceIds: [],
};

/** The single course offered when planning fails: the learner's own words, as a beginner course. */
export function buildFallbackCourse(description: string): WizardCourse {
  const title = description.trim().replace(/\s+/g, " ").slice(0, 120);
  return {
    title,
    description: title,
    complexityLevel: 1,
    desiredDuration: 10,
    realisticDuration: 10,
    tags: [],
  };
}

/** Whether closing the modal loses something (typed text or any progress), so it must ask first. */
export function hasUnsavedProgress(state: WizardState): boolean {
  return state.description.trim() !== "" || state.answer.trim() !== "" || state.step !== "describe";
}

/** The courses ticked for submission. */
export function selectedCourses(state: WizardState): WizardCourse[] {
  return state.courses.filter((_, index) => state.selected[index]);
}

/**
 * The new-goal modal's state machine: describe, then
 * plan; a clarifying question loops (answer, plan again; Back drops the last clarification and
 * re-plans), a goal with courses goes to selection, anything else falls back to one course.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "describe":
      return { ...state, description: action.description, error: null };
    case "answer":
      return { ...state, answer: action.answer, error: null };
    case "toggle-source": {
      const others = state.sourceIds.filter((id) => id !== action.sourceId);
      return { ...state, sourceIds: action.used ? [...others, action.sourceId] : others, error: null };
    }
    case "plan-started":
      return { ...state, busy: "planning", arriving: [], error: null };
    case "plan-course": {
      if (state.busy !== "planning") return state;
      const arriving = [...state.arriving];
      arriving[action.index] = action.course;
      return { ...state, arriving };
    }
    case "plan-finished":
      return applyPlanOutcome(state, action.outcome);
    case "answer-submitted": {
      if (!state.question) return state;
      const clarification = { question: state.question, answer: state.answer.trim() };
      return {
        ...state,
        clarifications: [...state.clarifications, clarification],
        answer: "",
        removed: null,
      };
    }
    case "back": {
      if (state.clarifications.length === 0) {
        return { ...state, step: "describe", question: null, answer: "", error: null, busy: null };
      }
      const removed = state.clarifications.at(-1)!;
      return {
        ...state,
        clarifications: state.clarifications.slice(0, -1),
        removed,
        answer: "",
        error: null,
      };
    }
    case "toggle-course":
      return {
        ...state,
        selected: state.selected.map((value, index) => (index === action.index ? !value : value)),
        error: null,
      };
    case "select-all":
      return { ...state, selected: state.courses.map(() => action.selected), error: null };
    case "submit-started":
      return { ...state, busy: "submitting", error: null };
    case "failed":
      return { ...state, busy: null, error: action.error };
    case "reset":
      return initialWizardState;
  }
}

function applyPlanOutcome(state: WizardState, outcome: PlanOutcome): WizardState {
  const base = { ...state, busy: null, arriving: [], error: null };
  if ("clarifyingQuestion" in outcome && outcome.clarifyingQuestion.trim()) {
    const reasked = state.removed?.question === outcome.clarifyingQuestion;
    return {
      ...base,
      step: "clarify",
      question: outcome.clarifyingQuestion,
      answer: reasked ? state.removed!.answer : "",
      removed: null,
    };
  }
  if ("goal" in outcome && outcome.goal.courses.length > 0) {
    const courses = outcome.goal.courses;
    return {
      ...base,
      step: "select",
      goalTitle: outcome.goal.title,
      courses,
      selected: courses.map(() => true),
    };
  }
  const courses = [buildFallbackCourse(state.description)];
  return { ...base, step: "select", goalTitle: state.description.trim(), courses, selected: [true] };
}

/** The spec's validation text for the current step's Next/Submit, or null when it may proceed. */
export function validateWizardStep(state: WizardState): string | null {
  if (state.step === "describe" && !state.description.trim()) return "Please enter a goal description";
  if (state.step === "clarify" && !state.answer.trim()) return "Please provide an answer to proceed.";
  if (state.step === "select" && selectedCourses(state).length === 0)
    return "Please select at least one course.";
  return null;
}
