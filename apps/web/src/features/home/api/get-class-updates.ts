import { type TeacherUpdateList, TeacherUpdateListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/class-updates: assigned courses a teacher's edit changed since the learner opened them. */
export function getClassUpdates(): Promise<TeacherUpdateList> {
  return api("/class-updates", { schema: TeacherUpdateListSchema });
}

export function useClassUpdates() {
  return useQuery({ queryKey: queryKeys.classUpdates, queryFn: getClassUpdates });
}
