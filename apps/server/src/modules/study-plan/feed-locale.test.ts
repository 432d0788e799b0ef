import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, useTestApp } from "../../../test/factories.ts";

const TIME_ZONE = "Pacific/Kiritimati";

/**
 * Two hours, 08:00 to 10:00, every day but today where the learner lives: the first slot is then a
 * whole one (three lessons of 40 minutes: the first and '+2') whatever the time of the run.
 */
function everyDayButToday() {
  const weekday = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, weekday: "short" }).format(
    new Date(),
  );
  const today = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(weekday);
  return Array.from({ length: 7 }, (_, dayOfWeek) => ({
    dayOfWeek,
    startTime: "08:00",
    endTime: "10:00",
  })).filter((slot) => slot.dayOfWeek !== today);
}

describe("the calendar feed in the owner's interface locale (issue 42)", () => {
  const fx = useTestApp();

  /** The events of a new feed of a learner with a three-lesson goal, in `locale` (null: none chosen). */
  async function feedEvents(locale: string | null, headers: Record<string, string> = {}) {
    const user = await createUser(fx.t, { interfaceLocale: locale });
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 3 });
    expect(
      (await fx.call(user, "PUT", "/api/user/profile", { learningSchedule: everyDayButToday() })).statusCode,
    ).toBe(200);
    const made = await fx.call(user, "POST", "/api/calendar-feed", { timeZone: TIME_ZONE });
    expect(made.statusCode, made.body).toBe(201);
    const feed = await fx.t.app.inject({ method: "GET", url: made.json().path, headers });
    expect(feed.statusCode).toBe(200);
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (c): c is VEvent => c?.type === "VEVENT",
    );
    return { body: feed.body, events };
  }

  it("names events in Japanese for a learner who chose it, course content as written", async () => {
    const { body, events } = await feedEvents("ja");
    expect(body).toContain("X-WR-CALNAME:Brainy 学習プラン");
    const first = events.find((e) => String(e.summary).startsWith("学習："))!;
    expect(first.summary).toBe("学習：Course 1 section 1 lesson 1 +2");
    expect(String(first.description)).toMatch(/Course 1 section 1 lesson 1：\d+ 分（Course 1）/);
    // Every other event is a free slot, in Japanese too.
    for (const event of events.filter((e) => !String(e.summary).startsWith("学習："))) {
      expect(event.summary).toBe("学習時間");
      expect(event.description).toBe("予定なし：空き時間です。");
    }
  });

  it("stays English without a chosen locale, whatever the calendar app's languages", async () => {
    const { body, events } = await feedEvents(null, { "accept-language": "de" });
    expect(body).toContain("X-WR-CALNAME:Brainy study plan");
    expect(events.find((e) => String(e.summary).startsWith("Study: "))?.summary).toBe(
      "Study: Course 1 section 1 lesson 1 +2",
    );
  });
});
