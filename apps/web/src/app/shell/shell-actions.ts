import { CurrentLessonSchema } from "@brainy/contract";
import { ApiError, api } from "../../lib/api-client.ts";

/** GET /api/lessons/currentLesson: the lesson to continue, or null when none is in progress. */
export async function fetchCurrentLessonId(): Promise<string | null> {
  try {
    const lesson = await api("/lessons/currentLesson", { schema: CurrentLessonSchema });
    return lesson.id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Best-effort POST /api/auth/logout with the token being logged out (revokes the user's tokens on the
 * server). Sent with a raw fetch so that an already-invalid token does not trigger the session-expired flow.
 */
export async function revokeSession(token: string | null): Promise<void> {
  if (!token) return;
  try {
    await fetch("/api/auth/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } });
  } catch {
    // Offline: the token is still removed locally.
  }
}
