import type { LearningPlanData } from "@brainy/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { readStorage, storageKeys, writeStorage } from "../../../lib/storage.ts";
import { generateLessons } from "../api/generate-lessons.ts";
import {
  createGenerationScheduler,
  findSectionNeedingLessons,
  parseStoredTimestamp,
} from "../lib/generation-guard.ts";

/**
 * Generates the next section's lessons once the previous section is done (spec part 1 section 4):
 * a check 3 s after load and about 1 s after the tab becomes visible, with the scheduler's guards.
 * A 402 is left to the pro-required modal (the api client raises it) and remembered like a
 * success, so a Free learner is not shown the modal again on every tab switch.
 */
export function useLessonGeneration(data: LearningPlanData | undefined): void {
  const queryClient = useQueryClient();
  const latest = useRef(data);
  latest.current = data;
  const hasData = data !== undefined;

  useEffect(() => {
    if (!hasData) return;
    const scheduler = createGenerationScheduler({
      findTarget: () => {
        const current = latest.current;
        return current ? findSectionNeedingLessons(current.roadmaps, current.lessonsForRoadmaps) : null;
      },
      generate: async (roadmapId) => {
        try {
          await generateLessons(roadmapId);
          await queryClient.invalidateQueries({ queryKey: ["learning-plan"] });
          return true;
        } catch (error) {
          if (error instanceof ApiError && error.status === 402) return true;
          console.error("Generating the next section's lessons failed", error);
          return false;
        }
      },
      readGeneratedAt: (id) => parseStoredTimestamp(readStorage(storageKeys.roadmapLessonsGeneratedAt(id))),
      writeGeneratedAt: (id, at) => writeStorage(storageKeys.roadmapLessonsGeneratedAt(id), String(at)),
    });
    scheduler.scheduleAfterLoad();
    const onVisibility = () => {
      if (document.visibilityState === "visible") scheduler.scheduleAfterVisible();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      scheduler.dispose();
    };
  }, [hasData, queryClient]);
}
