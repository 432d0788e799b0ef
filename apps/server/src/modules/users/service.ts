import {
  checkBirthDate,
  type EducationDegree,
  normalizeLearningSchedule,
  type UpdateProfileRequest,
  type User,
} from "@brainy/contract";
import type { DbOrTx } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { findProfileById, type ProfilePatch, type ProfileRow, updateProfileById } from "./repository.ts";

export const EMAIL_CANNOT_CHANGE_MESSAGE = "Email cannot be changed";

/** Maps a profile row to the contract's User. */
function toUser(row: NonNullable<ProfileRow>): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    birthDate: row.birthDate,
    educationDegree: row.educationDegree as User["educationDegree"],
    currentStatus: row.currentStatus as User["currentStatus"],
    motivation: row.motivation as User["motivation"],
    interests: row.interests,
    aboutYourself: row.aboutYourself,
    learningPreferences: row.learningPreferences,
    learningSchedule: row.learningSchedule ?? [],
    isInitialSetupCompleted: row.isInitialSetupCompleted,
    goalDescription: row.goalDescription ?? null,
    learningLanguage: row.learningLanguage as User["learningLanguage"],
    interfaceLocale: (row.interfaceLocale as User["interfaceLocale"]) ?? null,
  };
}

/** The caller's own account and profile. */
export async function getCurrentUser(db: DbOrTx, userId: string): Promise<User> {
  const row = await findProfileById(db, userId);
  if (!row) throw notFound("User");
  return deriveOnce("user-profile", row, toUser);
}

/** Today's date in UTC as YYYY-MM-DD, the server's reference for age checks. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Applies a partial profile: only sent fields change, null clears one. Email is read-only (the
 * same address is ignored, another answers 400); birth date must give an age of 13 to 100.
 */
export async function updateUserProfile(
  db: DbOrTx,
  userId: string,
  input: UpdateProfileRequest,
): Promise<User> {
  const { email, birthDate, learningSchedule, ...rest } = input;
  if (email !== undefined) {
    const current = await findProfileById(db, userId);
    if (!current) throw notFound("User");
    if (email.trim().toLowerCase() !== current.email.toLowerCase()) {
      throw new AppError("VALIDATION_FAILED", EMAIL_CANNOT_CHANGE_MESSAGE);
    }
  }
  if (birthDate) {
    const problem = checkBirthDate(birthDate, todayUtc());
    if (problem) throw new AppError("VALIDATION_FAILED", problem);
  }
  const patch: ProfilePatch = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
  }
  if (birthDate !== undefined) patch.birthDate = birthDate;
  if (learningSchedule !== undefined) {
    patch.learningSchedule = learningSchedule === null ? [] : normalizeLearningSchedule(learningSchedule);
  }
  const row = await updateProfileById(db, userId, patch);
  if (!row) throw notFound("User");
  return toUser(row);
}

/** Sets (or clears) the caller's education degree. */
export async function updateEducationDegree(
  db: DbOrTx,
  userId: string,
  educationDegree: EducationDegree | null,
): Promise<User> {
  const row = await updateProfileById(db, userId, { educationDegree });
  if (!row) throw notFound("User");
  return toUser(row);
}
