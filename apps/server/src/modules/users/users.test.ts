import { UserSchema } from "@brainy/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, type TestUser } from "../../../test/factories.ts";
import { goals } from "../../db/schema/index.ts";

let t: TestContext;
let a: TestUser;
let b: TestUser;

const getUser = (user: TestUser) => t.app.inject({ method: "GET", url: "/api/user", headers: user.auth });
const putProfile = (user: TestUser, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/user/profile", headers: user.auth, payload });
/** The date `years` years before today (UTC), shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createUser(t, { isInitialSetupCompleted: false, birthDate: null, educationDegree: null });
  b = await createUser(t);
});
afterAll(() => t.close());

describe("GET /api/user", () => {
  it("answers the contract's User for the caller, without secrets", async () => {
    const res = await getUser(b);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(UserSchema.parse(body)).toEqual({
      id: b.id,
      username: b.username,
      email: b.email,
      firstName: null,
      birthDate: "1995-04-12",
      educationDegree: "Bachelor",
      currentStatus: 2,
      motivation: 0,
      interests: null,
      aboutYourself: null,
      learningPreferences: null,
      learningSchedule: [],
      isInitialSetupCompleted: true,
      goalDescription: null,
      learningLanguage: "en",
      interfaceLocale: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|tokenVersion/);
  });

  it("answers 401 without a token or with a forged one", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${b.token.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe("goalDescription", () => {
  it("is the description of the caller's active goal, or null", async () => {
    const user = await createUser(t);
    const auth = { authorization: user.auth.authorization };
    const read = async () => (await t.app.inject({ method: "GET", url: "/api/user", headers: auth })).json();
    await t.handle.db.insert(goals).values({ userId: user.id, description: "Learn SQL", isActive: false });
    expect((await read()).goalDescription).toBeNull();
    await t.handle.db.insert(goals).values({ userId: user.id, description: "Learn Rust", isActive: true });
    expect((await read()).goalDescription).toBe("Learn Rust");
    const updated = await t.app.inject({
      method: "PUT",
      url: "/api/user/profile",
      headers: auth,
      payload: { motivation: 1 },
    });
    expect(updated.json().goalDescription).toBe("Learn Rust");
    expect((await getUser(b)).json().goalDescription).toBeNull();
  });
});

describe("PUT /api/user/profile", () => {
  it("rejects age 12 and age 101 with the spec's texts, and future dates", async () => {
    const young = await putProfile(a, { birthDate: yearsAgo(12) });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({
      error: "VALIDATION_FAILED",
      message: "Unfortunately, users younger than 13 years old cannot be registered.",
    });
    const old = await putProfile(a, { birthDate: yearsAgo(101) });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe("Birth date seems not real. Please check your birth date.");
    const future = await putProfile(a, { birthDate: yearsAgo(0, 2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("Birth date cannot be in the future.");
    expect((await getUser(a)).json().birthDate).toBeNull();
  });

  it("accepts ages 13 and 100", async () => {
    expect((await putProfile(a, { birthDate: yearsAgo(100) })).json().birthDate).toBe(yearsAgo(100));
    const res = await putProfile(a, { birthDate: yearsAgo(13) });
    expect(res.statusCode).toBe(200);
    expect(res.json().birthDate).toBe(yearsAgo(13));
  });

  it("rejects values outside the enumerations and malformed dates with 400", async () => {
    for (const payload of [
      { educationDegree: "Doctorate" },
      { currentStatus: 3 },
      { motivation: -1 },
      { motivation: "1" },
      { birthDate: "12/04/1995" },
      { birthDate: "1995-02-30" },
    ]) {
      const res = await putProfile(a, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe("VALIDATION_FAILED");
    }
  });

  it("changes only the fields sent; null clears one", async () => {
    await putProfile(a, { educationDegree: "Master", currentStatus: 1, motivation: 3, interests: "Rust" });
    const res = await putProfile(a, { motivation: 4, interests: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      educationDegree: "Master",
      currentStatus: 1,
      motivation: 4,
      interests: null,
    });
  });

  it("normalises the learning schedule", async () => {
    const res = await putProfile(a, {
      learningSchedule: [
        { dayOfWeek: 4, startTime: "07:30", endTime: "08:45" },
        { dayOfWeek: 2 },
        { dayOfWeek: 3, startTime: null, endTime: null },
        { dayOfWeek: 1, startTime: "06:00:00" },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().learningSchedule).toEqual([
      { dayOfWeek: 1, startTime: "06:00:00", endTime: "19:00:00" },
      { dayOfWeek: 4, startTime: "07:30:00", endTime: "08:45:00" },
    ]);
    const bad = await putProfile(a, { learningSchedule: [{ dayOfWeek: 7, startTime: "25:00" }] });
    expect(bad.statusCode).toBe(400);
  });

  it("trims the username and keeps it 2 to 50 characters", async () => {
    expect((await putProfile(a, { username: "  Grace Hopper " })).json().username).toBe("Grace Hopper");
    const short = await putProfile(a, { username: " G " });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("username: Username must be at least 2 characters");
    expect((await putProfile(a, { username: "x".repeat(51) })).statusCode).toBe(400);
  });

  it("refuses a different email with 400 and ignores the same one", async () => {
    const res = await putProfile(a, { email: "new@example.com", username: "Changed" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "VALIDATION_FAILED", message: "Email cannot be changed" });
    const user = (await getUser(a)).json();
    expect(user.email).toBe(a.email);
    expect(user.username).toBe("Grace Hopper");
    const same = await putProfile(a, { email: a.email.toUpperCase(), username: "Grace" });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ email: a.email, username: "Grace" });
  });

  it("finishes the initial setup", async () => {
    const res = await putProfile(a, { isInitialSetupCompleted: true });
    expect(res.json().isInitialSetupCompleted).toBe(true);
  });
});

describe("PUT /api/user/education-degree", () => {
  it("sets and clears the degree, validating the value", async () => {
    const put = (educationDegree: unknown) =>
      t.app.inject({
        method: "PUT",
        url: "/api/user/education-degree",
        headers: a.auth,
        payload: { educationDegree },
      });
    expect((await put("PhD")).json().educationDegree).toBe("PhD");
    expect((await put(null)).json().educationDegree).toBeNull();
    expect((await put("Wizard")).statusCode).toBe(400);
  });
});

describe("ownership", () => {
  it("a token of user A reads and changes only A", async () => {
    const before = (await getUser(b)).json();
    const res = await putProfile(a, { username: "Only A", motivation: 1, birthDate: "2000-01-01" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, username: "Only A", email: a.email });
    expect((await getUser(a)).json().id).toBe(a.id);
    expect((await getUser(b)).json()).toEqual(before);
    await t.app.inject({
      method: "PUT",
      url: "/api/user/education-degree",
      headers: a.auth,
      payload: { educationDegree: "Other" },
    });
    expect((await getUser(b)).json().educationDegree).toBe("Bachelor");
  });

  it("an id in the body cannot redirect the update to another user", async () => {
    const res = await putProfile(a, { id: b.id, username: "Hijack" });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(a.id);
    expect((await getUser(b)).json().username).toBe(b.username);
  });
});
