/**
 * Browser-wide app signals. Same-tab listeners get a window CustomEvent; other tabs learn of
 * token, theme and tier changes through the `storage` event, which the hooks also watch.
 */
export const appEvents = {
  /** Login, registration or logout happened. */
  authChange: "auth-change",
  /** A request answered 401; detail: { message }. */
  unauthorized: "unauthorized",
  /** A request answered 402 PRO_REQUIRED / FREE_QUOTA_EXHAUSTED; detail: the error body. */
  proRequired: "pro-required",
  /** The Free plan's daily lesson is used (a 429 preparing a lesson); detail: LessonQuotaDetails. */
  dailyLessonLimit: "daily-lesson-limit",
  /** Theme toggled; detail: "dark" | "light". */
  themeChange: "theme-change",
  /** Subscription tier changed; detail: tier. */
  tierChange: "tier-change",
  /** The chosen avatar changed (Settings); detail: avatar id. */
  avatarChange: "avatar-change",
  /** Ask the goal dialog to open (welcome-screen hand-off). */
  openGoalDialog: "open-goal-dialog",
  /** Reopen the cookie consent banner with its details (footer "Cookie settings"). */
  openCookieSettings: "open-cookie-settings",
  /** A focus (Pomodoro) session was completed and recorded. */
  focusSessionCompleted: "focus-session-completed",
  /** Text selected in a lesson should become a note; detail: { text, lessonId, lessonTitle }. */
  createNote: "create-note",
  /** Text selected in a lesson is a question for the AI chat; detail: { text, lessonId, lessonTitle }. */
  askAi: "ask-ai",
  /** Open the audio overviews of a lesson, section, course or sources; detail: { scope, title }. */
  openAudioOverview: "open-audio-overview",
  /** Show the quick knowledge assessment over the page; detail: the SimpleAssessment. */
  openQuickQuiz: "open-quick-quiz",
  /** The quick assessment's answers were stored; detail: { assessmentId }. */
  quickQuizCompleted: "quick-quiz-completed",
  /** The quick assessment was left (before or after finishing); detail: { assessmentId }. */
  quickQuizClosed: "quick-quiz-closed",
  /** The service worker controls the page for the first time: answers read from now on are kept. */
  serviceWorkerReady: "service-worker-ready",
  /** A new version of the app is installed and waiting ('New version available — Reload'). */
  appUpdateReady: "app-update-ready",
  /** The offline queue's changes changed (queued, sent or dropped); detail: the pending count. */
  offlineQueueChange: "offline-queue-change",
} as const;

export type AppEventName = (typeof appEvents)[keyof typeof appEvents];

export function emitAppEvent(name: AppEventName, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to an app event; returns the unsubscribe function (for useEffect). */
export function onAppEvent<T = unknown>(name: AppEventName, handler: (detail: T) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<T>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
