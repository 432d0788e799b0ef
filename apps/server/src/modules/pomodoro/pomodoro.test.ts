import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, useTestApp } from "../../../test/factories.ts";
import { pomodoroSessions } from "../../db/schema/index.ts";

describe("pomodoro", () => {
  const fx = useTestApp();

  it("answers the defaults, saves settings within bounds, and names the field out of bounds", async () => {
    const user = await createUser(fx.t);
    expect((await fx.call(user, "GET", "/api/pomodoro/settings")).json()).toEqual({
      focusDuration: 25,
      shortBreakDuration: 5,
      longBreakDuration: 15,
      sessionsBeforeLongBreak: 4,
    });
    const saved = await fx.call(user, "POST", "/api/pomodoro/settings", {
      focusDuration: 50,
      shortBreakDuration: 10,
      longBreakDuration: 30,
      sessionsBeforeLongBreak: 3,
    });
    expect(saved.statusCode).toBe(200);
    expect((await fx.call(user, "GET", "/api/pomodoro/settings")).json().focusDuration).toBe(50);
    for (const [field, value] of [
      ["focusDuration", 61],
      ["shortBreakDuration", 31],
      ["longBreakDuration", 0],
      ["sessionsBeforeLongBreak", 11],
    ] as const) {
      const res = await fx.call(user, "POST", "/api/pomodoro/settings", {
        focusDuration: 25,
        shortBreakDuration: 5,
        longBreakDuration: 15,
        sessionsBeforeLongBreak: 4,
        [field]: value,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(field);
    }
    // Another user still has the defaults.
    const other = await createUser(fx.t);
    expect((await fx.call(other, "GET", "/api/pomodoro/settings")).json().focusDuration).toBe(25);
  });

  it("records sessions within a day and 4 h, and lists only one's own", async () => {
    const user = await createUser(fx.t);
    const now = Date.now();
    const ok = await fx.call(user, "POST", "/api/pomodoro/session", {
      completedAt: new Date(now).toISOString(),
      duration: 1500,
      notes: "Chapter 2",
    });
    expect(ok.statusCode).toBe(201);
    for (const body of [
      { completedAt: new Date(now + 10 * 60_000).toISOString(), duration: 60 },
      { completedAt: new Date(now - 25 * 3_600_000).toISOString(), duration: 60 },
      { completedAt: new Date(now).toISOString(), duration: 0 },
      { completedAt: new Date(now).toISOString(), duration: 4 * 3600 + 1 },
    ]) {
      expect((await fx.call(user, "POST", "/api/pomodoro/session", body)).statusCode).toBe(400);
    }
    const sessionsOf = (userId: string) =>
      fx.t.handle.db.select().from(pomodoroSessions).where(eq(pomodoroSessions.userId, userId));
    const mine = await sessionsOf(user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ duration: 1500, notes: "Chapter 2" });
    const other = await createUser(fx.t);
    expect(await sessionsOf(other.id)).toEqual([]);
  });
});
