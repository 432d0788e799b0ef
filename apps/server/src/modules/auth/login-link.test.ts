import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, TEST_PASSWORD, type TestUser } from "../../../test/factories.ts";
import { loginLinkTokens } from "../../db/schema/index.ts";
import { listOutboxMessages } from "../mail/index.ts";

const THROTTLED =
  /^Too many failed login attempts\. Please try again in 1[45] minutes\. If this email has an account, we have emailed it a one-time sign-in link\.$/;
let t: TestContext;
let userSequence = 0;
const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
const login = (email: string, password: string, ip: string) =>
  post("/api/auth/login", { email, password }, ip);
const useLink = (token: string, ip: string) => post("/api/auth/login-link", { token }, ip);
const linkMails = async (email: string) =>
  (await listOutboxMessages(t.handle.db, { to: email, limit: 100 })).filter(
    (mail) => mail.subject === "Your Brainy AI sign-in link",
  );
const tokenIn = (text: string) => /https:\/\/brainy\.example\/login\/link\?token=([\w-]+)/.exec(text)?.[1];

/** A user whose email ten wrong passwords from `attackerIp` have throttled. */
async function throttledUser(attackerIp: string): Promise<TestUser> {
  const user = await createUser(t);
  for (let i = 1; i <= 10; i++) {
    expect((await login(user.email, `Wr0ng!${i}xx`, attackerIp)).statusCode).toBe(401);
  }
  return user;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://brainy.example/" });
});
afterAll(() => t.close());

describe("one-time sign-in link while the account is throttled", () => {
  it("the owner, refused from a new address, is emailed once a link that signs in once", async () => {
    const n = ++userSequence;
    const user = await throttledUser(`10.2.${n}.66`);
    expect(await linkMails(user.email)).toHaveLength(0);

    // The owner, from an address they never used, with the right password: refused, told of the link.
    const refused = await login(user.email, TEST_PASSWORD, `10.2.${n}.1`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "RATE_LIMIT_EXCEEDED" });
    expect(refused.json().message).toMatch(THROTTLED);
    expect(refused.headers["cache-control"]).toBe("no-store");
    // More attempts in the window (the stranger's, the owner's) send no more mail.
    expect((await login(user.email, "Wr0ng!12xx", `10.2.${n}.66`)).json().message).toMatch(THROTTLED);
    expect((await login(user.email, TEST_PASSWORD, `10.2.${n}.2`)).statusCode).toBe(429);
    const mails = await linkMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("open this link within 15 minutes");
    const token = tokenIn(mails[0]!.text);
    expect(token).toBeTruthy();

    // Only the token's hash is stored, expiring in 15 minutes.
    const [row] = await t.handle.db.select().from(loginLinkTokens).where(eq(loginLinkTokens.userId, user.id));
    expect(row!.tokenHash).not.toContain(token!);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 1000);

    const signedIn = await useLink(token!, `10.2.${n}.1`);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);

    // Single use.
    const again = await useLink(token!, `10.2.${n}.1`);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      error: "VALIDATION_FAILED",
      message: "This sign-in link has already been used. Each link signs in once.",
    });
    expect(again.headers["cache-control"]).toBe("no-store");

    // The address the link signed in from is now the owner's: the password works there again,
    // while another new address is still throttled.
    expect((await login(user.email, TEST_PASSWORD, `10.2.${n}.3`)).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, `10.2.${n}.1`)).statusCode).toBe(200);
  });

  it("the throttle's first refusal emails the owner, even when the stranger's attempt causes it", async () => {
    const n = ++userSequence;
    const user = await throttledUser(`10.2.${n}.66`);
    expect((await login(user.email, "Wr0ng!11xx", `10.2.${n}.66`)).json().message).toMatch(THROTTLED);
    const mails = await linkMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(user.email);
  });

  it("an expired link answers 410 saying so, and does not sign in", async () => {
    const n = ++userSequence;
    const user = await throttledUser(`10.2.${n}.66`);
    await login(user.email, TEST_PASSWORD, `10.2.${n}.1`);
    const token = tokenIn((await linkMails(user.email))[0]!.text)!;
    await t.handle.db
      .update(loginLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginLinkTokens.userId, user.id));
    const res = await useLink(token, `10.2.${n}.1`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      error: "VALIDATION_FAILED",
      message: "This sign-in link has expired: links work for 15 minutes.",
    });
    expect(res.json().token).toBeUndefined();
  });

  it("a password reset voids the open link", async () => {
    const n = ++userSequence;
    const user = await throttledUser(`10.2.${n}.66`);
    await login(user.email, TEST_PASSWORD, `10.2.${n}.1`);
    const linkToken = tokenIn((await linkMails(user.email))[0]!.text)!;
    expect((await post("/api/auth/forgot-password", { email: user.email }, `10.2.${n}.1`)).statusCode).toBe(
      202,
    );
    // The reset mail is sent by a job after the 202.
    const resetMails = async () =>
      (await listOutboxMessages(t.handle.db, { to: user.email, limit: 100 })).filter((mail) =>
        mail.subject.startsWith("Reset"),
      );
    await expect.poll(async () => (await resetMails()).length, { timeout: 10_000, interval: 10 }).toBe(1);
    const [resetMail] = await resetMails();
    const resetToken = /reset-password\?token=([\w-]+)/.exec(resetMail!.text)![1]!;
    const reset = await post(
      "/api/auth/reset-password",
      { token: resetToken, password: "N3w!Lantern-92" },
      `10.2.${n}.1`,
    );
    expect(reset.statusCode).toBe(204);
    const res = await useLink(linkToken, `10.2.${n}.1`);
    expect(res.statusCode).toBe(410);
    expect(res.json().token).toBeUndefined();
  });

  it("an unknown or empty token answers 400 with a clear message", async () => {
    const unknown = await useLink("made-up-token", "10.2.200.1");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "This sign-in link is not valid. Check that you opened the whole link.",
    );
    const empty = await useLink("  ", "10.2.200.1");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("VALIDATION_FAILED");
    const missing = await post("/api/auth/login-link", {}, "10.2.200.1");
    expect(missing.statusCode).toBe(400);
  });

  it("a throttled unknown email gets the same answer and sends nothing", async () => {
    const email = `nobody${Date.now().toString(36)}@example.com`;
    for (let i = 1; i <= 10; i++) await login(email, `Wr0ng!${i}xx`, "10.2.201.66");
    const res = await login(email, TEST_PASSWORD, "10.2.201.1");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(THROTTLED);
    expect(await listOutboxMessages(t.handle.db, { to: email, limit: 10 })).toHaveLength(0);
  });
});
