import { type TeacherUpdate, TeacherUpdateListSchema } from "@brainy/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/class-updates/{courseId}/seen: the learner opened their assigned course. */
function markSeen(courseId: string): Promise<unknown> {
  return api(`/class-updates/${courseId}/seen`, { method: "POST" });
}

/**
 * 'Updated by your teacher' for this course (ADR 0056): the update the course was opened with,
 * kept for this visit while the server is told it was seen (it leaves /home and the next visit).
 */
export function useTeacherUpdate(courseId: string | undefined): TeacherUpdate | null {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.classUpdates,
    queryFn: () => api("/class-updates", { schema: TeacherUpdateListSchema }),
    enabled: Boolean(courseId),
  });
  const [shown, setShown] = useState<TeacherUpdate | null>(null);
  const found = list.data?.updates.find((u) => u.courseId === courseId);
  useEffect(() => {
    if (!found) return;
    setShown(found);
    void markSeen(found.courseId).then(
      () => queryClient.invalidateQueries({ queryKey: queryKeys.classUpdates }),
      () => {},
    );
  }, [found, queryClient]);
  return shown?.courseId === courseId ? shown : null;
}
