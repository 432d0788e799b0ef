import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { getNextLesson, prepareLesson } from "../api/assessment.ts";

/** Where the next lesson stands: none, being prepared, ready, or behind an upgrade. */
export type NextLessonState =
  | { kind: "checking" }
  | { kind: "none" }
  | { kind: "preparing"; id: string }
  | { kind: "ready"; id: string }
  | { kind: "upgrade" }
  | { kind: "failed" };

const START_AFTER_MS = 2000;

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
          if (error instanceof ApiError && (error.status === 402 || error.status === 429))
            return update({ kind: "upgrade" });
          return update({ kind: "failed" });
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
