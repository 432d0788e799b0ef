import type { SimpleAssessment } from "@brainy/contract";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useIsDemoAi } from "../../../lib/ai-provider.ts";
import { appEvents, emitAppEvent, onAppEvent } from "../../../lib/events.ts";

/** The overlay loads when a page first asks for it, not with the shell. */
const QuickQuizOverlay = lazy(() =>
  import("./quick-quiz-overlay.tsx").then((module) => ({ default: module.QuickQuizOverlay })),
);

/**
 * Mounted once in the signed-in shell: shows the quick knowledge assessment when a page asks for
 * it (openQuickQuiz) and tells it how the learner left (quickQuizCompleted, quickQuizClosed).
 * Leaving the page closes it.
 */
export function QuickQuizHost() {
  const [assessment, setAssessment] = useState<SimpleAssessment | null>(null);
  const isDemoAi = useIsDemoAi();
  const { pathname } = useLocation();

  useEffect(() => onAppEvent<SimpleAssessment>(appEvents.openQuickQuiz, setAssessment), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page ends the assessment.
  useEffect(() => setAssessment(null), [pathname]);

  if (!assessment) return null;
  const assessmentId = assessment.id;
  return (
    <Suspense fallback={null}>
      <QuickQuizOverlay
        key={assessmentId}
        assessment={assessment}
        isDemoAi={isDemoAi}
        onComplete={() => emitAppEvent(appEvents.quickQuizCompleted, { assessmentId })}
        onCancel={() => {
          setAssessment(null);
          emitAppEvent(appEvents.quickQuizClosed, { assessmentId });
        }}
      />
    </Suspense>
  );
}
