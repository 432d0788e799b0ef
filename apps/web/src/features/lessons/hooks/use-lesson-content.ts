import {
  type Lesson,
  type LessonBlock,
  type LessonQuotaDetails,
  LessonQuotaDetailsSchema,
} from "@brainy/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { storageKeys, writeStorage } from "../../../lib/storage.ts";
import { streamLessonContent } from "../api/stream-lesson-content.ts";
import { followWithReconnect } from "../lib/reconnect.ts";

/** Where the lesson's content stands on the page. */
export type ContentState =
  | { phase: "ready" }
  | { phase: "streaming"; blocks: LessonBlock[] }
  | { phase: "quota"; details: LessonQuotaDetails }
  | { phase: "locked" }
  | { phase: "missing" }
  /** `message`: the server's own words, when they say more than a failure (the day's AI allowance is used). */
  | { phase: "failed"; message?: string };

/**
 * Streams a lesson's content into the page when it is not written yet, or being rewritten (a
 * course edit): blocks appear as the server finishes them, then the whole lesson replaces the
 * cached one. One stream per lesson
 * page, opened again if it drops; a Free plan limit becomes the quota card (429) or the upgrade modal (402).
 */
export function useLessonContent(lessonId: string, lesson: Lesson | undefined): ContentState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ContentState>({ phase: "ready" });
  const needsContent = lesson !== undefined && lesson.content === null;
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!needsContent || started.current === lessonId) return;
    started.current = lessonId;
    const controller = new AbortController();
    const blocks: LessonBlock[] = [];
    let finished = false;
    setState({ phase: "streaming", blocks: [] });
    writeStorage(storageKeys.lessonContentGenerating(lessonId), String(Date.now()));
    // A dropped stream (its server went away) is opened again: the balancer sends it to another
    // instance, which replays the saved blocks (skipped here by index) and takes the generation over.
    followWithReconnect(
      () =>
        streamLessonContent(lessonId, {
          signal: controller.signal,
          onBlock: ({ index, block }) => {
            if (index !== blocks.length) return;
            blocks.push(block);
            setState({ phase: "streaming", blocks: [...blocks] });
          },
          onDone: (done) => {
            finished = true;
            queryClient.setQueryData(queryKeys.lessons.detail(lessonId), done);
            setState({ phase: "ready" });
          },
        }).then(() => finished),
      { signal: controller.signal },
    )
      .then(() => {
        if (!finished && !controller.signal.aborted) setState({ phase: "missing" });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The day's AI allowance, or a rewrite that failed (the lesson is back as it was): their own words.
        if (
          error instanceof ApiError &&
          (error.details?.reason === "TOKEN_BUDGET" || error.code === "AI_UNAVAILABLE")
        ) {
          setState({ phase: "failed", message: error.message });
        } else if (error instanceof ApiError && error.status === 429) {
          const details = LessonQuotaDetailsSchema.safeParse(error.details);
          setState({
            phase: "quota",
            details: details.success
              ? details.data
              : {
                  hoursUntilReset: 24,
                  subscriptionMessage: "Only 1 lesson per 24 hours allowed in free version",
                  currentCount: 1,
                  maxRequests: 1,
                },
          });
        } else if (error instanceof ApiError && error.status === 402) setState({ phase: "locked" });
        else setState({ phase: "failed" });
      })
      .finally(() => writeStorage(storageKeys.lessonContentGenerating(lessonId), null));
    return () => {
      controller.abort();
      started.current = null;
    };
  }, [lessonId, needsContent, queryClient]);

  if (!needsContent) return { phase: "ready" };
  return state.phase === "ready" ? { phase: "streaming", blocks: [] } : state;
}
