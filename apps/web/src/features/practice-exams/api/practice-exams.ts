import {
  type PracticeExam,
  PracticeExamSchema,
  PracticeExamsInProgressSchema,
  type StartPracticeExamRequest,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/practice-exams: a new exam (the plan's limit is the server's: 402 on Free, 429 on Pro). */
export function startPracticeExam(body: StartPracticeExamRequest): Promise<PracticeExam> {
  return api("/practice-exams", { method: "POST", body, schema: PracticeExamSchema });
}

export function useStartPracticeExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPracticeExam,
    onSuccess: async (exam) => {
      queryClient.setQueryData(queryKeys.practiceExams.detail(exam.id), exam);
      await queryClient.invalidateQueries({ queryKey: queryKeys.practiceExams.open });
    },
  });
}

/** GET /api/practice-exams/{id}: the exam with the answers saved so far, or its report. */
export function getPracticeExam(examId: string): Promise<PracticeExam> {
  return api(`/practice-exams/${encodeURIComponent(examId)}`, { schema: PracticeExamSchema });
}

export function usePracticeExam(examId: string) {
  return useQuery({
    queryKey: queryKeys.practiceExams.detail(examId),
    queryFn: () => getPracticeExam(examId),
    // Another device may have answered or submitted it meanwhile.
    refetchOnMount: "always",
    // A second tab's submit being graded: read again until the report is there.
    refetchInterval: (query) => (query.state.data?.status === "grading" ? 1000 : false),
  });
}

/** GET /api/practice-exams/in-progress: exams left half done, on any device. */
export function useOpenPracticeExams() {
  return useQuery({
    queryKey: queryKeys.practiceExams.open,
    queryFn: () => api("/practice-exams/in-progress", { schema: PracticeExamsInProgressSchema }),
  });
}

/** PUT /api/practice-exams/{id}/items/{position}/answer: one answer saved as given. */
export function savePracticeExamAnswer(
  examId: string,
  position: number,
  answer: string,
): Promise<PracticeExam> {
  return api(`/practice-exams/${encodeURIComponent(examId)}/items/${position}/answer`, {
    method: "PUT",
    body: { answer },
    schema: PracticeExamSchema,
  });
}

/** POST /api/practice-exams/{id}/submit: graded on the server, once. */
export function submitPracticeExam(examId: string): Promise<PracticeExam> {
  return api(`/practice-exams/${encodeURIComponent(examId)}/submit`, {
    method: "POST",
    schema: PracticeExamSchema,
  });
}

export function useSubmitPracticeExam(examId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitPracticeExam(examId),
    onSuccess: async (exam) => {
      queryClient.setQueryData(queryKeys.practiceExams.detail(examId), exam);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.practiceExams.open }),
        queryClient.invalidateQueries({ queryKey: queryKeys.learnerModel.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.review.all }),
      ]);
    },
  });
}
