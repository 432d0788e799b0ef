import type { ScheduleEntry } from "@brainy/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** One weekly study slot; times are HH:MM:SS. */
export type { ScheduleEntry };

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Bumped on logout and password reset; tokens carrying an older version answer 401. */
    tokenVersion: integer("token_version").notNull().default(0),
    firstName: text("first_name"),
    birthDate: date("birth_date"),
    educationDegree: text("education_degree"),
    currentStatus: integer("current_status"),
    motivation: integer("motivation"),
    interests: text("interests"),
    aboutYourself: text("about_yourself"),
    learningPreferences: integer("learning_preferences"),
    learningSchedule: jsonb("learning_schedule").$type<ScheduleEntry[]>(),
    /** BCP-47 code of the language the AI writes this learner's lessons, plans, cards and chat in. */
    learningLanguage: text("learning_language").notNull().default("en"),
    /** The interface locale the learner chose (issue 42, LocaleSchema); null follows the browser's languages. */
    interfaceLocale: text("interface_locale"),
    isInitialSetupCompleted: boolean("is_initial_setup_completed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);
