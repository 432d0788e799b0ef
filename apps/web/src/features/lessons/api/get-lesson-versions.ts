import { type LessonVersionList, LessonVersionListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/lessons/{id}/versions: the earlier versions of a lesson, and its course's edit version. */
export function getLessonVersions(lessonId: string): Promise<LessonVersionList> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/versions`, { schema: LessonVersionListSchema });
}

export function useLessonVersions(lessonId: string) {
  return useQuery({
    queryKey: queryKeys.lessons.versions(lessonId),
    queryFn: () => getLessonVersions(lessonId),
  });
}
