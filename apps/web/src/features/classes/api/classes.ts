import {
  type ClassDetail,
  ClassDetailSchema,
  type ClassList,
  ClassListSchema,
  type CreatedClass,
  CreatedClassSchema,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/classes: the classes the learner teaches or learns in, and the plan's class rules. */
export function getClasses(): Promise<ClassList> {
  return api("/classes", { schema: ClassListSchema });
}

export function useClasses() {
  return useQuery({ queryKey: queryKeys.classes.list, queryFn: getClasses });
}

/** POST /api/classes: a new class taught by the learner. */
export function createClass(name: string): Promise<CreatedClass> {
  return api("/classes", { method: "POST", body: { name }, schema: CreatedClassSchema });
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.list }),
  });
}

/** GET /api/classes/{id}: members, invites and assignments (teachers only; 404 otherwise). */
export function getClass(classId: string): Promise<ClassDetail> {
  return api(`/classes/${classId}`, { schema: ClassDetailSchema });
}

export function useClass(classId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.classes.detail(classId),
    queryFn: () => getClass(classId),
    enabled,
    retry: false,
    // Copies are made in the background (ADR 0056): read again while any is still being made.
    refetchInterval: (query) =>
      query.state.data?.assignments.some((a) => a.copies && a.copies.made < a.copies.students) ? 2000 : false,
  });
}

/** DELETE /api/classes/{id}/students/{studentId}: removes a student. */
export function removeStudent(classId: string, studentId: string): Promise<unknown> {
  return api(`/classes/${classId}/students/${studentId}`, { method: "DELETE" });
}

/** DELETE /api/classes/{id}/membership: the learner leaves a class they are a student in. */
export function leaveClass(classId: string): Promise<unknown> {
  return api(`/classes/${classId}/membership`, { method: "DELETE" });
}

/** Refreshes every class query after a change. */
export function useClassChange<T, R = unknown>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}
