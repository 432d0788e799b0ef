import type { StudySession, StudyStep } from "@brainy/contract";

/** The step as a line in the list: what it is, in a few words. */
export function stepTitle(step: StudyStep): string {
  switch (step.kind) {
    case "reviews":
      return `Review ${step.target} due card${step.target === 1 ? "" : "s"}`;
    case "gap-fix":
      return `Fix the gaps in “${step.lessonTitle ?? "a lesson"}”`;
    case "lesson":
      return step.mode === "test-out"
        ? `Test out of “${step.lessonTitle ?? "the next lesson"}”`
        : `Study “${step.lessonTitle ?? "the next lesson"}”`;
    case "practice":
      return `Practise “${step.conceptName ?? "your weakest concept"}”`;
    default:
      return "See what changed";
  }
}

/** What the current step asks, and how the server will see it done. */
export function stepHint(step: StudyStep, isPro: boolean): string {
  switch (step.kind) {
    case "reviews":
      return "Your cards due today, capped at your Study now limit (Settings). Reviews work offline too; come back here when you are done.";
    case "gap-fix":
      return "Your last attempt at this lesson's assessment missed some concepts. Answer the practice questions on them right to unlock the retake.";
    case "lesson":
      return step.mode === "test-out"
        ? `You likely know this already: take its assessment without studying it. A pass completes the lesson.${isPro ? "" : " On the Free plan a test-out counts as your lesson for today."}`
        : "The next lesson of your plan. Passing its assessment completes this step.";
    case "practice":
      return `A few questions on the concept you know least. Answer ${step.target ?? 3} to finish this step.`;
    default:
      return "";
  }
}

/** Where the step's work is done (the existing screens); null for the summary and the test-out (a button). */
export function stepLink(step: StudyStep, session: StudySession): { to: string; label: string } | null {
  switch (step.kind) {
    case "reviews":
      return { to: "/review", label: "Start reviews" };
    case "gap-fix":
      return step.lessonId ? { to: `/lessons/${step.lessonId}/assessment`, label: "Fix the gaps" } : null;
    case "lesson":
      return step.lessonId && step.mode !== "test-out"
        ? { to: `/lessons/${step.lessonId}`, label: "Open lesson" }
        : null;
    case "practice":
      return step.conceptId
        ? { to: `/review/map/${session.goalId}?practise=${step.conceptId}`, label: "Practise" }
        : null;
    default:
      return null;
  }
}

/** The current step's progress in words, when it counts things. */
export function stepProgress(step: StudyStep): string | null {
  if (step.progress === null || step.target === null) return null;
  const done = Math.min(step.progress, step.target);
  return step.kind === "reviews"
    ? `${done} of ${step.target} reviewed`
    : `${done} of ${step.target} answered`;
}
