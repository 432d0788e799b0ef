import { eq, sql } from "drizzle-orm";
import type { LearnerProfile } from "../../ai/engine.ts";
import { type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { users } from "../../db/schema/index.ts";

/** Every column the User response is built from (never the password hash). */
const profileColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  birthDate: users.birthDate,
  educationDegree: users.educationDegree,
  currentStatus: users.currentStatus,
  motivation: users.motivation,
  interests: users.interests,
  aboutYourself: users.aboutYourself,
  learningPreferences: users.learningPreferences,
  learningSchedule: users.learningSchedule,
  isInitialSetupCompleted: users.isInitialSetupCompleted,
  learningLanguage: users.learningLanguage,
  interfaceLocale: users.interfaceLocale,
  /**
   * The active goal's description (at most one goal per user is active). Written with explicit
   * aliases: Drizzle leaves columns unqualified here, and "id" would resolve to the goal's id.
   */
  goalDescription: sql<
    string | null
  >`(select g.description from goals g where g.user_id = "users"."id" and g.is_active limit 1)`,
};

export type ProfileRow = Awaited<ReturnType<typeof findProfileById>> & {};

/** The caller's own profile row. */
export function findProfileById(db: DbOrTx, userId: string) {
  return memoizedRead(
    db,
    { key: `profile:${userId}`, owner: userId, maxAgeMs: HOT_READ_MAX_AGE_MS, reads: ["users", "goals"] },
    async () => {
      const [row] = await profileById(db).execute({ userId });
      return row;
    },
  );
}

const profileById = preparedPerDb((db) =>
  db
    .select(profileColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("user_profile"),
);

export type ProfilePatch = Partial<
  Omit<typeof users.$inferInsert, "id" | "email" | "passwordHash" | "tokenVersion">
>;

/** Updates only the caller's row (the id filter is the ownership check) and returns it. */
export async function updateProfileById(db: DbOrTx, userId: string, patch: ProfilePatch) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return row;
}

/** The learner's profile as the planner uses it. */
export async function findLearnerProfile(db: DbOrTx, userId: string): Promise<LearnerProfile> {
  const [row] = await db
    .select({
      educationDegree: users.educationDegree,
      currentStatus: users.currentStatus,
      motivation: users.motivation,
      birthDate: users.birthDate,
      learningSchedule: users.learningSchedule,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? {};
}

/** The learner's 'Learning language' (BCP-47), English when the user has no row. */
export async function findLearningLanguage(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ language: users.learningLanguage }).from(users).where(eq(users.id, userId));
  return row?.language ?? "en";
}
