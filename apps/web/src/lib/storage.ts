/**
 * Every browser storage key the app uses, in one place.
 * Per-item keys are functions of the item id.
 */
export const storageKeys = {
  token: "token",
  theme: "theme",
  /** The interface language the learner chose (a locale code; absent: the browser's languages). */
  interfaceLocale: "interfaceLocale",
  userAvatar: "userAvatar",
  username: "username",
  subscriptionTier: "subscriptionTier",
  lastOpenedCourseId: "lastOpenedCourseId",
  cookieConsent: "cookieConsent",
  initialSetupStep: "initialSetupStep",
  /** sessionStorage: where to go after signing in (a shared course's 'Add to my goals' page). */
  afterSignIn: "afterSignIn",
  /** sessionStorage: the welcome screen was shown in this browser session. */
  welcomeShown: "welcomeScreenShown",
  lessonContentGenerating: (lessonId: string) => `lessonContentGenerating:${lessonId}`,
  timerState: "pomodoroTimerState",
  /** The review screen's 'Type your answer' mode is on ("1"). */
  reviewTypeAnswer: "reviewTypeAnswer",
  /** The review screen's 'Hands-free' mode is on ("1"). */
  reviewHandsFree: "reviewHandsFree",
  /** The chat's 'Speak answers' toggle is on ("1"). */
  chatSpeakAnswers: "chatSpeakAnswers",
  /** The end time of the last timer phase some tab completed (so only one tab records it). */
  timerLastCompletion: "pomodoroLastCompletion",
  /** The 'Study now' session in progress (its id), so the shell can lead back to it. */
  studySession: "studyNowSession",
} as const;

/** localStorage get that never throws (private mode, disabled storage). */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the app keeps working without persistence.
  }
}

export function readJsonStorage<T>(key: string): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
