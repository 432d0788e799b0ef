// Every table, one file per module. drizzle-kit reads this file to generate migrations.
export * from "./rate-limits.ts";
export * from "./subscriptions.ts";
export * from "./users.ts";
