import { useEffect, useRef, useState } from "react";
import { type PlanLimit, planLimitOf } from "../../../lib/plan-limit.ts";
import { getNextLesson } from "../api/get-next-lesson.ts";
import { prepareLesson } from "../api/prepare-lesson.ts";

/** Where the next lesson stands: none, being prepared, ready, or behind an upgrade. */
export type NextLessonState =
  | { kind: "checking" }
  | { kind: "none" }
  | { kind: "preparing"; id: string }
  | { kind: "ready"; id: string }
  | { kind: "upgrade"; limit: PlanLimit }
  | { kind: "failed" };

const START_AFTER_MS = 2000;

/** What a click on 'Go to Next Lesson' does in a state: open a page, show the limit, or wait. */
export type NextLessonAction = { open: string } | { limit: PlanLimit } | null;

/**
 * The spec's way on: the written next lesson, else the learning plan (no next lesson, or an
 * error); a plan limit shows what explains it; while the server has not answered, wait (null).
 */
export function nextLessonAction(state: NextLessonState): NextLessonAction {
  switch (state.kind) {
    case "ready":
      return { open: `/lessons/${state.id}` };
    case "none":
    case "failed":
      return { open: "/learning-plan" };
    case "upgrade":
      return { limit: state.limit };
    default:
      return null;
  }
}

/**
 * About 2 s after the assessment page opens, prepares the next lesson's content in the background,
 * so 'Go to Next Lesson' opens a written lesson. A plan limit (402, or the Free daily lesson) turns
 * the button into 'Upgrade Required'.
 */
export function useNextLesson(lessonId: string): {
  state: NextLessonState;
  done: Promise<NextLessonState> | null;
} {
  const [state, setState] = useState<NextLessonState>({ kind: "checking" });
  const done = useRef<Promise<NextLessonState> | null>(null);
  useEffect(() => {
    let live = true;
    const update = (next: NextLessonState) => {
      if (live) setState(next);
      return next;
    };
    const timer = setTimeout(() => {
      done.current = (async () => {
        try {
          const next = await getNextLesson(lessonId);
          if (!next) return update({ kind: "none" });
          if (next.hasContent) return update({ kind: "ready", id: next.id });
          update({ kind: "preparing", id: next.id });
          await prepareLesson(next.id);
          return update({ kind: "ready", id: next.id });
        } catch (error) {
          const limit = planLimitOf(error);
          return update(limit ? { kind: "upgrade", limit } : { kind: "failed" });
        }
      })();
    }, START_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [lessonId]);
  return { state, done: done.current };
}
