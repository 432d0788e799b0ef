import {
  type LessonAssessment,
  LessonAssessmentSchema,
  type StudySession,
  StudySessionSchema,
  type StudySummary,
  StudySummarySchema,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { storageKeys, writeStorage } from "../../../lib/storage.ts";

/** POST /api/study-now: today's session for the active goal, built or resumed (the learner's day by their time zone). */
export function startStudySession(): Promise<StudySession> {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return api("/study-now", { method: "POST", body: tz ? { tz } : {}, schema: StudySessionSchema });
}

/** GET /api/study-now/{id}: where the session stands (read again on every visit: work done elsewhere counts). */
export function getStudySession(id: string): Promise<StudySession> {
  return api(`/study-now/${encodeURIComponent(id)}`, { schema: StudySessionSchema });
}

/** Remembers the session in progress (for the shell's way back), or forgets it once finished. */
export function rememberSession(session: StudySession) {
  writeStorage(storageKeys.studySession, session.finishedAt ? null : session.id);
}

/** How often an open session is read again while its current step's work is not yet seen done. */
const STEP_RECHECK_MS = 4_000;

export function useStudySession(id: string) {
  return useQuery({
    queryKey: queryKeys.studyNow.session(id),
    queryFn: async () => {
      const session = await getStudySession(id);
      rememberSession(session);
      return session;
    },
    refetchOnMount: "always",
    // Work done elsewhere reaches the server a moment later (a review graded offline is sent from
    // the outbox): while the current step's work is not seen done, the session is read again now and
    // then, so the step completes without a reload.
    refetchInterval: (query) => {
      const session = query.state.data;
      const current = session?.current == null ? undefined : session.steps[session.current];
      return current && current.kind !== "summary" && !current.workDone ? STEP_RECHECK_MS : false;
    },
  });
}

/** POST /api/study-now/{id}/steps/{n}/skip or /complete: the session as it then stands. */
export function settleStudyStep(options: {
  id: string;
  index: number;
  action: "skip" | "complete";
}): Promise<StudySession> {
  const id = encodeURIComponent(options.id);
  const path =
    options.action === "skip"
      ? `/study-now/${id}/steps/${options.index}/skip`
      : `/study-now/${id}/steps/${options.index}/complete`;
  return api(path, { method: "POST", schema: StudySessionSchema });
}

export function useSettleStudyStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleStudyStep,
    onSuccess: (session) => {
      rememberSession(session);
      queryClient.setQueryData(queryKeys.studyNow.session(session.id), session);
      void queryClient.invalidateQueries({ queryKey: queryKeys.studyNow.summary(session.id) });
    },
  });
}

/** GET /api/study-now/{id}/summary: concepts that rose since the session began, reviews due tomorrow. */
export function getStudySummary(id: string): Promise<StudySummary> {
  return api(`/study-now/${encodeURIComponent(id)}/summary`, { schema: StudySummarySchema });
}

export function useStudySummary(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.studyNow.summary(id),
    queryFn: () => getStudySummary(id),
    enabled,
    refetchOnMount: "always",
  });
}

/** POST /api/lessons/{id}/test-out: the lesson step's test-out (the assessment to take without studying). */
export function startTestOut(lessonId: string): Promise<LessonAssessment> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/test-out`, {
    method: "POST",
    schema: LessonAssessmentSchema,
  });
}
