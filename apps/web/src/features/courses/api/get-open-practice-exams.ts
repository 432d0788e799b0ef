import { PracticeExamsInProgressSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/practice-exams/in-progress: the learner's exams left half done (the course page's resume banner). */
export function useOpenPracticeExams() {
  return useQuery({
    queryKey: queryKeys.practiceExams.open,
    queryFn: () => api("/practice-exams/in-progress", { schema: PracticeExamsInProgressSchema }),
    refetchOnMount: "always",
  });
}
