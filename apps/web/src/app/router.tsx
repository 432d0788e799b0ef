import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./root-layout.tsx";

/**
 * The route table. Each screen is a lazily loaded module exporting
 * `Component`, so each route ships as its own chunk. Guards live in the layouts.
 */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      // Public pages; a logged-in user is sent to /home.
      {
        lazy: () => import("./layouts/public-only-layout.tsx"),
        children: [
          { path: "/", lazy: () => import("../features/landing/routes/landing-page.tsx") },
          { path: "/login", lazy: () => import("../features/auth/routes/login-page.tsx") },
          { path: "/login/link", lazy: () => import("../features/auth/routes/login-link-page.tsx") },
          { path: "/register", lazy: () => import("../features/auth/routes/register-page.tsx") },
          { path: "/reset-password", lazy: () => import("../features/auth/routes/reset-password-page.tsx") },
        ],
      },
      // Public pages open to everyone.
      { path: "/lti/start", lazy: () => import("../features/lti/routes/lti-start-page.tsx") },
      { path: "/blog", lazy: () => import("../features/blog/routes/blog-list-page.tsx") },
      { path: "/blog/:id", lazy: () => import("../features/blog/routes/blog-post-page.tsx") },
      {
        path: "/add-course/:token",
        lazy: () => import("../features/shared-courses/routes/add-course-page.tsx"),
      },
      // An AI assistant's OAuth sign-in: the consent screen (a visitor signs in first, then returns).
      { path: "/oauth/authorize", lazy: () => import("../features/oauth/routes/authorize-page.tsx") },
      { path: "/terms", lazy: () => import("../features/legal/routes/terms-page.tsx") },
      { path: "/privacy", lazy: () => import("../features/legal/routes/privacy-page.tsx") },
      // Checkout and its outcome pages, public like Stripe's (the session id is the credential).
      { path: "/checkout/:sessionId", lazy: () => import("../features/billing/routes/checkout-page.tsx") },
      {
        path: "/subscription/success",
        lazy: () => import("../features/billing/routes/subscription-success-page.tsx"),
      },
      {
        path: "/subscription/cancel",
        lazy: () => import("../features/billing/routes/subscription-cancel-page.tsx"),
      },
      // Signed-in pages; a visitor is sent to /login, an unfinished profile to /initial-setup.
      {
        lazy: () => import("./layouts/authenticated-layout.tsx"),
        children: [
          {
            path: "/initial-setup",
            lazy: () => import("../features/onboarding/routes/initial-setup-page.tsx"),
          },
          // A lesson presented as slides: the whole screen, outside the shell.
          {
            path: "/lessons/:lessonId/present",
            lazy: () => import("../features/lessons/routes/present-page.tsx"),
          },
          {
            lazy: () => import("./shell/app-shell.tsx"),
            children: [
              { path: "/home", lazy: () => import("../features/home/routes/home-page.tsx") },
              { path: "/goals", lazy: () => import("../features/goals/routes/goals-page.tsx") },
              { path: "/roadmap", lazy: () => import("../features/goals/routes/goals-page.tsx") },
              { path: "/goals/new", lazy: () => import("../features/goals/routes/new-goal-page.tsx") },
              {
                path: "/goals/:goalId/assessment",
                lazy: () => import("../features/goal-assessment/routes/goal-assessment-page.tsx"),
              },
              { path: "/learning-plan", lazy: () => import("../features/courses/routes/courses-page.tsx") },
              {
                path: "/learning-plan/:courseId",
                lazy: () => import("../features/courses/routes/courses-page.tsx"),
              },
              {
                path: "/lessons/:lessonId",
                lazy: () => import("../features/lessons/routes/lesson-page.tsx"),
              },
              {
                path: "/lessons/:lessonId/assessment",
                lazy: () => import("../features/lesson-assessment/routes/lesson-assessment-page.tsx"),
              },
              {
                path: "/practice-exams/new",
                lazy: () => import("../features/practice-exams/routes/new-practice-exam-page.tsx"),
              },
              {
                path: "/practice-exams/:examId",
                lazy: () => import("../features/practice-exams/routes/practice-exam-page.tsx"),
              },
              { path: "/settings", lazy: () => import("../features/settings/routes/settings-page.tsx") },
              { path: "/chat", lazy: () => import("../features/chat/routes/chat-page.tsx") },
              { path: "/review", lazy: () => import("../features/review/routes/review-page.tsx") },
              { path: "/study", lazy: () => import("../features/study-now/routes/study-start-page.tsx") },
              {
                path: "/study/:sessionId",
                lazy: () => import("../features/study-now/routes/study-session-page.tsx"),
              },
              { path: "/sources", lazy: () => import("../features/sources/routes/sources-page.tsx") },
              { path: "/classes", lazy: () => import("../features/classes/routes/classes-page.tsx") },
              { path: "/classes/:classId", lazy: () => import("../features/classes/routes/class-page.tsx") },
              { path: "/join/:code", lazy: () => import("../features/classes/routes/join-page.tsx") },
              {
                path: "/lti/deep-link/:id",
                lazy: () => import("../features/lti/routes/lti-deep-link-page.tsx"),
              },
              {
                path: "/sources/:sourceId",
                lazy: () => import("../features/sources/routes/source-page.tsx"),
              },
              {
                path: "/review/map/:goalId?",
                lazy: () => import("../features/review/routes/mastery-map-page.tsx"),
              },
              {
                path: "/knowledge/:goalId?",
                lazy: () => import("../features/review/routes/mastery-map-page.tsx"),
              },
              {
                path: "/knowledge-graph",
                lazy: () => import("../features/notes/routes/knowledge-graph-page.tsx"),
              },
            ],
          },
        ],
      },
      // Anything else: /home when logged in, otherwise /.
      { path: "*", lazy: () => import("./layouts/fallback-redirect.tsx") },
    ],
  },
];

/** The app's router; creating it starts loading the first page's modules (main.tsx does, once). */
export const createAppRouter = () => createBrowserRouter(routes);
