import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import type { PlanLimit } from "../../../lib/plan-limit.ts";
import { nextLessonAction, useNextLesson } from "./use-next-lesson.ts";

/** Opens what explains the limit: the daily lesson (hours until it resets) or the Free topic. */
export function showPlanLimit(limit: PlanLimit) {
  if (limit.kind === "daily-lesson") emitAppEvent(appEvents.dailyLessonLimit, limit.quota);
  else emitAppEvent(appEvents.proRequired, { error: "PRO_REQUIRED", details: { reason: "SECTION_LIMIT" } });
}

/**
 * The way on from the assessment: the next lesson is prepared from the page's first seconds, and
 * a click on 'Go to Next Lesson' before the server answered is kept and acted on when it does:
 * open the lesson, the learning plan, or what explains the plan limit.
 */
export function useGoToNextLesson(lessonId: string) {
  const navigate = useNavigate();
  const next = useNextLesson(lessonId);
  const [wantsNext, setWantsNext] = useState(false);

  useEffect(() => {
    if (!wantsNext) return;
    const action = nextLessonAction(next.state);
    if (!action) return;
    if ("open" in action) navigate(action.open);
    else {
      setWantsNext(false);
      showPlanLimit(action.limit);
    }
  }, [wantsNext, next.state, navigate]);

  return { state: next.state, wantsNext, goToNext: () => setWantsNext(true) };
}
