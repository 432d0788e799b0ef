import { type AnnouncementList, AnnouncementListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/announcements: the latest announcements of the learner's classes. */
export function getAnnouncements(): Promise<AnnouncementList> {
  return api("/announcements", { schema: AnnouncementListSchema });
}

export function useAnnouncements() {
  return useQuery({ queryKey: queryKeys.announcements, queryFn: getAnnouncements });
}
