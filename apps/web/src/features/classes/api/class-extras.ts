import {
  ClassDataExportSchema,
  type EmailInvitesResult,
  EmailInvitesResultSchema,
  type NudgeResult,
  NudgeResultSchema,
} from "@brainy/contract";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** Saves text as a file the browser downloads. */
function saveFile(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** POST /api/classes/{id}/invites/email: emails the students a join link. */
export function emailInvites(classId: string, emails: string[]): Promise<EmailInvitesResult> {
  return api(`/classes/${classId}/invites/email`, {
    method: "POST",
    body: { emails },
    schema: EmailInvitesResultSchema,
  });
}

/** POST /api/classes/{id}/assignments/{assignmentId}/nudges: emails the students who are behind. */
export function nudgeStudentsBehind(classId: string, assignmentId: string): Promise<NudgeResult> {
  return api(`/classes/${classId}/assignments/${assignmentId}/nudges`, {
    method: "POST",
    schema: NudgeResultSchema,
  });
}

/** GET /api/classes/{id}/assignments/{assignmentId}/questions.csv: downloads the per-question table. */
export async function downloadQuestionsCsv(classId: string, assignmentId: string): Promise<void> {
  const csv = await api(`/classes/${classId}/assignments/${assignmentId}/questions.csv`, {
    schema: z.string(),
  });
  saveFile(csv, "questions.csv", "text/csv;charset=utf-8");
}

/** GET /api/classes/{id}/me/export: downloads what the class holds about the learner, as JSON. */
export async function downloadMyClassData(classId: string): Promise<void> {
  const data = await api(`/classes/${classId}/me/export`, { schema: ClassDataExportSchema });
  saveFile(JSON.stringify(data, null, 2), "class-data.json", "application/json");
}
