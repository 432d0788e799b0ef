import type { AssignmentReport } from "@brainy/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../apps/server/test/app.ts";
import { bindCall } from "../../apps/server/test/factories.ts";
import { type SeededClass, seedClass } from "./class-seed.ts";

let t: TestContext;
let seeded: SeededClass;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
  seeded = await seedClass(t, { students: 4, lessons: 8 });
}, 120_000);
afterAll(() => t?.close());

describe("the class-view bench's class", () => {
  it("has the students, each with a copy of every lesson, three in four of them answered", () => {
    expect(seeded).toMatchObject({ students: 4, lessonsPerStudent: 8, answered: 4 * 6 });
  });

  it("gives the teacher a report of every student with the per-question table", async () => {
    const res = await bindCall(t)(
      seeded.teacher,
      "GET",
      `/api/classes/${seeded.classId}/assignments/${seeded.assignmentId}/report`,
    );
    expect(res.statusCode).toBe(200);
    const report = res.json() as AssignmentReport;
    expect(report.students).toHaveLength(4);
    expect(report.questions.length).toBeGreaterThan(0);
  });
});
