// Every table, one file per module. drizzle-kit reads this file to generate migrations.
export * from "./ai-calls.ts";
export * from "./assessments.ts";
export * from "./billing.ts";
export * from "./chat.ts";
export * from "./goals.ts";
export * from "./learning-plans.ts";
export * from "./lesson-assessments.ts";
export * from "./lessons.ts";
export * from "./mail.ts";
export * from "./notes.ts";
export * from "./password-reset.ts";
export * from "./pomodoro.ts";
export * from "./rate-limits.ts";
export * from "./roadmaps.ts";
export * from "./subscriptions.ts";
export * from "./usage.ts";
export * from "./users.ts";
