/**
 * The lazily loaded modules each page needs on a first visit (layouts, then the screen), by path.
 * The build turns this into the chunk files to preload, and the server names them in the HTML it
 * sends for that path, so they download with the entry instead of after it has run. A path missing
 * here still works; it only loads its screen one round trip later. `route-preloads.test.ts`
 * checks that each module is one the route table (router.tsx) loads.
 */
const PUBLIC = "src/app/layouts/public-only-layout.tsx";
const SIGNED_IN = ["src/app/layouts/authenticated-layout.tsx", "src/app/shell/app-shell.tsx"];

export const ROUTE_PRELOADS: Record<string, string[]> = {
  "/": [PUBLIC, "src/features/landing/routes/landing-page.tsx"],
  "/login": [PUBLIC, "src/features/auth/routes/login-page.tsx"],
  "/login/link": [PUBLIC, "src/features/auth/routes/login-link-page.tsx"],
  "/register": [PUBLIC, "src/features/auth/routes/register-page.tsx"],
  "/reset-password": [PUBLIC, "src/features/auth/routes/reset-password-page.tsx"],
  "/blog": ["src/features/blog/routes/blog-list-page.tsx"],
  "/blog/:id": ["src/features/blog/routes/blog-post-page.tsx"],
  "/terms": ["src/features/legal/routes/terms-page.tsx"],
  "/privacy": ["src/features/legal/routes/privacy-page.tsx"],
  "/home": [...SIGNED_IN, "src/features/home/routes/home-page.tsx"],
  "/goals": [...SIGNED_IN, "src/features/goals/routes/goals-page.tsx"],
  "/learning-plan": [...SIGNED_IN, "src/features/courses/routes/courses-page.tsx"],
  "/learning-plan/:courseId": [...SIGNED_IN, "src/features/courses/routes/courses-page.tsx"],
  "/lessons/:lessonId": [...SIGNED_IN, "src/features/lessons/routes/lesson-page.tsx"],
  "/study": [...SIGNED_IN, "src/features/study-now/routes/study-start-page.tsx"],
  "/study/:sessionId": [...SIGNED_IN, "src/features/study-now/routes/study-session-page.tsx"],
};
