import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, TEST_PASSWORD, type TestUser } from "../../../test/factories.ts";
import { mailOutbox, passwordResetTokens } from "../../db/schema/index.ts";
import { readCounter } from "../../lib/rate-counter.ts";
import { listOutboxMessages } from "../mail/index.ts";
import { RESET_MAIL_WINDOW_MS, resetMailCounterKey } from "./throttle.ts";

const NEW_PASSWORD = "N3w!Lantern-92";
const INVALID_LINK = "This reset link is invalid or has expired.";
let t: TestContext;
let ipSequence = 0;
/** A fresh client address per call keeps the per-route limit (20/min) out of these tests. */
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers, remoteAddress: `10.1.0.${++ipSequence}` });
/** The mails the outbox kept for an address, newest first (read from its table). */
const outboxFor = (email: string) => listOutboxMessages(t.handle.db, { to: email, limit: 100 });
/** The mails for an address once there are `count` (the reset mail is sent by a job after the 202). */
async function mailsFor(email: string, count: number) {
  await expect
    .poll(async () => (await outboxFor(email)).length, { timeout: 10_000, interval: 10 })
    .toBe(count);
  return outboxFor(email);
}
/** Asks for a reset link and returns the token from the newest mail. */
async function requestToken(email: string): Promise<string> {
  const before = (await outboxFor(email)).length;
  expect((await post("/api/auth/forgot-password", { email })).statusCode).toBe(202);
  const [mail] = await mailsFor(email, before + 1);
  const match = /https:\/\/brainy\.example\/reset-password\?token=([\w-]+)/.exec(mail!.text);
  return match![1]!;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://brainy.example/" });
});
afterAll(() => t.close());

describe("forgot password", () => {
  it("answers 202 with the same body for unknown and known emails, mailing only the known one", async () => {
    const user = await createUser(t);
    // The request does the same work for both: it hands the email to the job (issue 43).
    const send = vi.spyOn(t.app.deps.background, "send");
    const unknown = await post("/api/auth/forgot-password", { email: "nobody@example.com" });
    const known = await post("/api/auth/forgot-password", { email: ` ${user.email.toUpperCase()} ` });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(send.mock.calls.map(([job, data]) => [job.name, data])).toEqual([
      ["send-password-reset", { email: "nobody@example.com", locale: "en" }],
      ["send-password-reset", { email: user.email.toUpperCase(), locale: "en" }],
    ]);
    send.mockRestore();
    // The known email still gets its mail, from the job the request handed it to.
    const mails = await mailsFor(user.email, 1);
    expect(await outboxFor("nobody@example.com")).toEqual([]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(user.email);
    expect(mails[0]!.subject).toBe("Reset your Brainy AI password");
    expect(mails[0]!.text).toContain(`Hi ${user.username},`);
    expect(mails[0]!.text).toMatch(/https:\/\/brainy\.example\/reset-password\?token=[\w-]{43}\n/);
  });

  it("stores only a SHA-256 hash of the token, expiring in 1 hour", async () => {
    const user = await createUser(t);
    const token = await requestToken(user.email);
    const rows = await t.handle.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutesLeft = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it("sends at most 5 reset mails an hour to one email, still answering 202", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 7; i++) {
      expect((await post("/api/auth/forgot-password", { email: user.email })).statusCode).toBe(202);
    }
    // Every job has passed the throttle (it counted all seven), and five mails came.
    const counted = async () =>
      (await readCounter(t.handle.db, resetMailCounterKey(user.email), RESET_MAIL_WINDOW_MS)).count;
    await expect.poll(counted, { timeout: 10_000, interval: 10 }).toBe(7);
    await mailsFor(user.email, 5);
  });

  it("rejects a malformed email with 400", async () => {
    expect((await post("/api/auth/forgot-password", { email: "nope" })).statusCode).toBe(400);
  });
});

describe("reset password", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t);
  });

  it("enforces the password rules without spending the token", async () => {
    const token = await requestToken(user.email);
    const weak = await post("/api/auth/reset-password", { token, password: "weakpass" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain("one uppercase letter");
    for (const guessable of ["P@ssw0rd", "Qwerty123!", "Welcome1!"]) {
      const refused = await post("/api/auth/reset-password", { token, password: guessable });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: "VALIDATION_FAILED",
        message: "This password is too easy to guess: This is similar to a commonly used password.",
      });
    }
    expect((await post("/api/auth/reset-password", { token, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it("sets the password once, revokes old tokens, and refuses a second use", async () => {
    const other = await createUser(t);
    const token = await requestToken(other.email);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: other.auth })).statusCode).toBe(
      200,
    );
    // A personal access token made before the reset (by whoever knew the old password) goes too.
    const made = await t.app.inject({
      method: "POST",
      url: "/api/tokens",
      headers: other.auth,
      payload: { name: "script", scopes: ["read"], expiresInDays: 7 },
    });
    const pat = { authorization: `Bearer ${made.json().secret as string}` };
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: pat })).statusCode).toBe(200);
    const res = await post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: other.auth })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: pat })).statusCode).toBe(401);
    const oldLogin = await post("/api/auth/login", { email: other.email, password: TEST_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post("/api/auth/login", { email: other.email, password: NEW_PASSWORD });
    expect(newLogin.statusCode).toBe(200);
    const again = await post("/api/auth/reset-password", { token, password: "An0ther!Passw0rd" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: "VALIDATION_FAILED", message: INVALID_LINK });
    expect((await post("/api/auth/login", { email: other.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it("refuses an expired token", async () => {
    const other = await createUser(t);
    const token = await requestToken(other.email);
    await t.handle.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, other.id));
    const res = await post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_LINK);
    expect((await post("/api/auth/login", { email: other.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it("voids the user's other open links once one is used", async () => {
    const other = await createUser(t);
    const first = await requestToken(other.email);
    const second = await requestToken(other.email);
    expect(first).not.toBe(second);
    expect(
      (await post("/api/auth/reset-password", { token: second, password: NEW_PASSWORD })).statusCode,
    ).toBe(204);
    const res = await post("/api/auth/reset-password", { token: first, password: "An0ther!Passw0rd" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_LINK);
  });

  it("refuses an unknown token", async () => {
    const res = await post("/api/auth/reset-password", { token: "made-up-token", password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_LINK);
  });
});

describe("dev outbox", () => {
  it("keeps mails in the database, not in process memory", async () => {
    const user = await createUser(t);
    await post("/api/auth/forgot-password", { email: user.email });
    await mailsFor(user.email, 1);
    const rows = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.html).toContain('href="https://brainy.example/reset-password?token=');
  });
});
