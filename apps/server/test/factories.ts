import { hash } from "argon2";
import { users } from "../src/db/schema/index.ts";
import { signAccessToken } from "../src/lib/tokens.ts";
import type { TestContext } from "./app.ts";

export const TEST_PASSWORD = "Str0ng!Passw0rd";
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export type TestUser = {
  id: string;
  email: string;
  username: string;
  token: string;
  auth: { authorization: string };
};

/** Inserts a user (setup completed unless overridden) and signs a token for it. */
export async function createUser(
  t: TestContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  sequence += 1;
  passwordHash ??= hash(TEST_PASSWORD);
  const suffix = `${Date.now().toString(36)}${sequence}`;
  const [row] = await t.handle.db
    .insert(users)
    .values({
      username: `learner${suffix}`,
      email: `learner${suffix}@example.com`,
      passwordHash: await passwordHash,
      isInitialSetupCompleted: true,
      birthDate: "1995-04-12",
      educationDegree: "Bachelor",
      currentStatus: 2,
      motivation: 0,
      ...overrides,
    })
    .returning();
  const token = await signAccessToken(t.config.JWT_SECRET, {
    userId: row!.id,
    tokenVersion: row!.tokenVersion,
  });
  return {
    id: row!.id,
    email: row!.email,
    username: row!.username,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}
