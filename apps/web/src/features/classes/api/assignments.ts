import {
  type AssignmentReport,
  AssignmentReportSchema,
  type ClassAssignment,
  ClassAssignmentSchema,
  type GradeOverrideRequest,
  type GradeOverrideResult,
  GradeOverrideResultSchema,
  type MyClassView,
  MyClassViewSchema,
  OPEN_ANSWERS_SHOWN,
} from "@brainy/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/classes/{id}/assignments: assigns one of the teacher's courses; each student gets a copy. */
export function createAssignment(
  classId: string,
  input: { courseId: string; dueDate: string | null },
): Promise<ClassAssignment> {
  return api(`/classes/${classId}/assignments`, {
    method: "POST",
    body: input,
    schema: ClassAssignmentSchema,
  });
}

/**
 * GET /api/classes/{id}/assignments/{assignmentId}/report: the teacher's view of one assignment,
 * with the first `openAnswers` open answers (the server's default when absent).
 */
export function getAssignmentReport(
  classId: string,
  assignmentId: string,
  openAnswers?: number,
): Promise<AssignmentReport> {
  const query = openAnswers === undefined ? "" : `?openAnswers=${openAnswers}`;
  return api(`/classes/${classId}/assignments/${assignmentId}/report${query}`, {
    schema: AssignmentReportSchema,
  });
}

/** The report holding `openAnswers` open answers; the one shown stays while more are fetched. */
export function useAssignmentReport(classId: string, assignmentId: string, openAnswers = OPEN_ANSWERS_SHOWN) {
  return useQuery({
    queryKey: queryKeys.classes.reportShowing(classId, assignmentId, openAnswers),
    queryFn: () => getAssignmentReport(classId, assignmentId, openAnswers),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/classes/{id}/overrides: overrides an AI-graded open answer with a comment. */
export function overrideGrade(classId: string, input: GradeOverrideRequest): Promise<GradeOverrideResult> {
  return api(`/classes/${classId}/overrides`, {
    method: "POST",
    body: input,
    schema: GradeOverrideResultSchema,
  });
}

export function useOverrideGrade(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GradeOverrideRequest) => overrideGrade(classId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}

/** GET /api/classes/{id}/gradebook.csv: downloads the grade book. */
export async function downloadGradebook(classId: string): Promise<void> {
  const csv = await api(`/classes/${classId}/gradebook.csv`, { schema: z.string() });
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "gradebook.csv";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** GET /api/classes/{id}/me: what the class's teachers see about the learner. */
export function getMyClassView(classId: string): Promise<MyClassView> {
  return api(`/classes/${classId}/me`, { schema: MyClassViewSchema });
}

export function useMyClassView(classId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.classes.mine(classId),
    queryFn: () => getMyClassView(classId),
    enabled,
    retry: false,
  });
}

/** POST /api/classes/{id}/announcements: plain text to the class's students. */
export function announce(classId: string, body: string): Promise<unknown> {
  return api(`/classes/${classId}/announcements`, { method: "POST", body: { body } });
}
