/**
 * Every TanStack Query key of the app, in one place. Keys nest: invalidating a prefix (say
 * `queryKeys.goals.all`) refreshes everything under it (the active goal, one goal), so a feature
 * that changes a resource refreshes what other features show of it without knowing their keys.
 */
export const queryKeys = {
  aiProvider: ["ai-provider"] as const,
  user: ["user"] as const,
  goals: {
    all: ["goals"] as const,
    active: ["goals", "active"] as const,
    detail: (goalId: string) => ["goals", goalId] as const,
    sources: (goalId: string) => ["goals", goalId, "sources"] as const,
    /** A goal's placement check (issue 38). */
    placement: (goalId: string) => ["goals", goalId, "placement"] as const,
  },
  goalAssessment: {
    knowledge: (goalId: string) => ["goal-knowledge-assessment", goalId] as const,
    topics: (goalId: string) => ["topic-assessment", goalId] as const,
  },
  subscription: {
    /** The tier alone; a prefix of the full status, so refreshing it refreshes both. */
    tier: ["subscription-status"] as const,
    status: ["subscription-status", "full"] as const,
  },
  checkout: (sessionId: string) => ["local-checkout", sessionId] as const,
  learningPlan: {
    all: ["learning-plan"] as const,
    course: (courseId: string | null) => ["learning-plan", courseId ?? "current"] as const,
    /** A course's sections and lessons with its edit version (the course editor). */
    outline: (courseId: string) => ["learning-plan", "outline", courseId] as const,
  },
  lessons: {
    detail: (lessonId: string) => ["lesson", lessonId] as const,
    /** Under the lesson's key: refreshing the lesson refreshes its versions. */
    versions: (lessonId: string) => ["lesson", lessonId, "versions"] as const,
    audio: (lessonId: string) => ["lessons", lessonId, "audio"] as const,
    /** The lesson's narrated video (its current content's) and whether the server makes videos. */
    video: (lessonId: string) => ["lessons", lessonId, "video"] as const,
    assessment: (lessonId: string) => ["lesson-assessment", lessonId] as const,
    /** 'Fix the gaps' of an assessment's latest attempt. */
    gapFix: (assessmentId: string) => ["lesson-assessment", "gap-fix", assessmentId] as const,
    /** Under the lesson's key: a rewrite refreshes whether its check is outdated. */
    check: (lessonId: string) => ["lesson", lessonId, "check"] as const,
  },
  /** Audio overviews: the list of one scope (its key, `lesson:<id>`…), and one overview. */
  audioOverviews: {
    all: ["audio-overviews"] as const,
    list: (scopeKey: string) => ["audio-overviews", "list", scopeKey] as const,
  },
  dashboard: ["dashboard"] as const,
  /** The learner's AI usage this month and today (Settings → Usage). */
  usage: ["usage"] as const,
  studyPlan: {
    all: ["study-plan"] as const,
    /** A goal's dated plan (the courses screen's Plan view, today's lessons on /home). */
    goal: (goalId: string) => ["study-plan", goalId] as const,
  },
  calendarFeed: ["calendar-feed"] as const,
  /** Settings → Access tokens: personal access tokens and connected apps. */
  accessTokens: ["access-tokens"] as const,
  /** An OAuth app's request as the consent screen checked it (its whole query). */
  oauthConsent: (query: string) => ["oauth-consent", query] as const,
  /** A course's public share link (the Share dialog). */
  courseShare: (courseId: string) => ["course-share", courseId] as const,
  /** A shared course as a visitor sees it before adding it ('Add to my goals'). */
  sharedCourse: (token: string) => ["shared-course", token] as const,
  chatHistory: ["chat", "history"] as const,
  /** Classes (issue 39): the caller's list, one class as its teachers see it, reports, a student's own view. */
  classes: {
    all: ["classes"] as const,
    list: ["classes", "list"] as const,
    detail: (classId: string) => ["classes", "detail", classId] as const,
    report: (classId: string, assignmentId: string) => ["classes", "report", classId, assignmentId] as const,
    /** The report holding its first `openAnswers` open answers (under `report`, so both go stale together). */
    reportShowing: (classId: string, assignmentId: string, openAnswers: number) =>
      ["classes", "report", classId, assignmentId, openAnswers] as const,
    mine: (classId: string) => ["classes", "mine", classId] as const,
    invite: (code: string) => ["classes", "invite", code] as const,
  },
  /** LTI 1.3: a Deep Linking request's choices (the teacher picks a course for their LMS). */
  lti: {
    deepLink: (deepLinkId: string) => ["lti", "deep-link", deepLinkId] as const,
  },
  /** Announcements of the learner's classes (/home). */
  announcements: ["announcements"] as const,
  /** The learner's assigned courses a teacher's edit changed since they opened them (/home, the course). */
  classUpdates: ["class-updates"] as const,
  notes: {
    all: ["notes"] as const,
    list: (filter: { q: string; tag: string }) => ["notes", "list", filter] as const,
    detail: (id: string) => ["notes", "detail", id] as const,
    /** A note's earlier versions. */
    history: (id: string) => ["notes", "history", id] as const,
    connections: ["notes", "connections"] as const,
  },
  sources: {
    all: ["sources"] as const,
    list: ["sources", "list"] as const,
    detail: (id: string) => ["sources", "detail", id] as const,
    passages: (id: string) => ["sources", "passages", id] as const,
    passage: (id: string, passageId: string) => ["sources", "passage", id, passageId] as const,
    search: (q: string) => ["sources", "search", q] as const,
  },
  review: {
    all: ["review"] as const,
    /** The due queue and the day's counts (the review screen, the side menu, /home). */
    queue: ["review", "queue"] as const,
    /** The queue of one goal's or some lessons' cards ('Review these'); under `queue`, so it refreshes with it. */
    scopedQueue: (scope: { goalId?: string; lessonIds?: string[] }) => ["review", "queue", scope] as const,
    cards: ["review", "cards"] as const,
    /** The grades being sent (a mutation key): the review screen waits for them before its summary. */
    grade: ["review", "grade"] as const,
    settings: ["review", "settings"] as const,
    mastery: ["review", "mastery"] as const,
    masteryMap: (goalId: string) => ["review", "mastery", goalId] as const,
  },
  practiceExams: {
    all: ["practice-exams"] as const,
    /** Exams left half done (the resume banner). */
    open: ["practice-exams", "open"] as const,
    detail: (examId: string) => ["practice-exams", "detail", examId] as const,
  },
  /** 'Study now' (issue 38): a session's steps and its summary, and the review cap setting. */
  studyNow: {
    all: ["study-now"] as const,
    session: (id: string) => ["study-now", "session", id] as const,
    summary: (id: string) => ["study-now", "summary", id] as const,
    settings: ["study-now", "settings"] as const,
  },
  learnerModel: {
    all: ["learner-model"] as const,
    /** A goal's concepts with mastery ('What you know', the courses screen). */
    map: (goalId: string) => ["learner-model", "map", goalId] as const,
    /** The weakest concepts across goals (/home). */
    weakest: ["learner-model", "weakest"] as const,
    /** One concept with its latest evidence. */
    concept: (id: string) => ["learner-model", "concept", id] as const,
  },
  /** Settings → 'What Brainy remembers': the items and the switch. */
  memory: ["memory"] as const,
  voiceRecordings: ["voice-recordings"] as const,
} as const;
