import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser } from "../../../test/factories.ts";

describe("dev outbox", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "true", PUBLIC_URL: "https://brainy.example/" });
  });
  afterAll(() => t.close());

  it("cannot be used to take over an account: no mail without a sign-in, and only one's own", async () => {
    const victim = await createUser(t);
    const attacker = await createUser(t);
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: victim.email },
      remoteAddress: "10.2.0.1",
    });
    expect(asked.statusCode).toBe(202);
    // The mail is written by a job after the 202.
    const own = () => t.app.inject({ method: "GET", url: "/api/dev/outbox", headers: victim.auth });
    await expect.poll(async () => (await own()).json().messages.length, { timeout: 10_000 }).toBe(1);
    // The chain that worked before: a loopback-looking client reading the victim's reset link.
    const spoofed = await t.app.inject({
      method: "GET",
      url: `/api/dev/outbox?to=${encodeURIComponent(victim.email)}`,
      headers: { "x-forwarded-for": "127.0.0.1, 203.0.113.51" },
    });
    expect(spoofed.statusCode).toBe(401);
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/dev/outbox?to=${encodeURIComponent(victim.email)}`,
      headers: attacker.auth,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().messages).toEqual([]);
    const mine = await own();
    expect(mine.json().messages).toHaveLength(1);
    expect(mine.json().messages[0].text).toContain("https://brainy.example/reset-password?token=");
  });

  it("does not exist in production", async () => {
    const prod = await createTestApp({ NODE_ENV: "production" });
    const user = await createUser(prod);
    const res = await prod.app.inject({ method: "GET", url: "/api/dev/outbox", headers: user.auth });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
