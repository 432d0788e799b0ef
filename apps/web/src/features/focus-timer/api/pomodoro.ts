import { POMODORO_DEFAULTS, type PomodoroSettings, PomodoroSettingsSchema } from "@brainy/contract";
import { api } from "../../../lib/api-client.ts";

/** GET /api/pomodoro/settings; the defaults when the server cannot be reached. */
export async function loadSettings(): Promise<PomodoroSettings> {
  try {
    return await api("/pomodoro/settings", { schema: PomodoroSettingsSchema });
  } catch {
    return { ...POMODORO_DEFAULTS };
  }
}

/** POST /api/pomodoro/settings; a failure keeps the local settings. */
export function saveSettings(settings: PomodoroSettings): Promise<unknown> {
  return api("/pomodoro/settings", { method: "POST", body: settings }).catch((error) =>
    console.error("Saving the timer settings failed", error),
  );
}

/** POST /api/pomodoro/session: a failed record is logged, never shown. */
export function recordSession(durationSeconds: number): Promise<unknown> {
  return api("/pomodoro/session", {
    method: "POST",
    body: { completedAt: new Date().toISOString(), duration: durationSeconds, notes: "" },
  }).catch((error) => console.error("Recording the focus session failed", error));
}
