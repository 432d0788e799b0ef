import { count } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createUser, seedGoalTree } from "../../../test/factories.ts";
import { INSTRUCTOR, LEARNER } from "../../../test/fakes/lti-platform.ts";
import { useLtiPlatform } from "../../../test/fixtures/lti.ts";
import { classes, classMembers, ltiAccounts, ltiContexts, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import * as classesModule from "../classes/index.ts";
import { rotateSigningKey } from "./index.ts";

vi.mock("../classes/index.ts", async (original) => {
  const actual = await original<typeof import("../classes/index.ts")>();
  return { ...actual, createClass: vi.fn(actual.createClass) };
});

const lti = useLtiPlatform();
const { fx, launch, launchAs } = lti;

async function counts() {
  const db = fx.t.handle.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [a] = await db.select({ n: count() }).from(ltiAccounts);
  const [c] = await db.select({ n: count() }).from(classes);
  const [x] = await db.select({ n: count() }).from(ltiContexts);
  return { users: u!.n, links: a!.n, classes: c!.n, contexts: x!.n };
}

describe("LTI launches: the key set's well-known address, refusals that leave nothing, placed links", () => {
  it("publishes Brainy's key set at /.well-known/jwks.json too", async () => {
    const kid = await rotateSigningKey(fx.t.handle.db);
    const api = (await fx.t.app.inject({ method: "GET", url: "/api/lti/jwks" })).json();
    const known = await fx.t.app.inject({ method: "GET", url: "/.well-known/jwks.json" });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(api);
    expect(known.json().keys.map((key: { kid: string }) => key.kid)).toContain(kid);
  });

  it("creates nothing, not even the account, when a teacher's first launch is refused by the class limit", async () => {
    vi.mocked(classesModule.createClass).mockRejectedValueOnce(
      new AppError("PRO_REQUIRED", "The Free plan allows 1 class."),
    );
    const before = await counts();
    const answer = await launch("refused-teacher", [INSTRUCTOR], {
      "https://purl.imsglobal.org/spec/lti/claim/context": { id: "ctx-refused", title: "Refused" },
    });
    expect(answer.statusCode).toBe(402);
    expect(answer.headers["content-type"]).toMatch(/text\/html/);
    expect(answer.body).toContain("Free plan allows 1 class");
    expect(await counts()).toEqual(before);
    // The same teacher's next launch, within the limit, works and links the account once.
    const again = await launchAs("refused-teacher", [INSTRUCTOR], {
      "https://purl.imsglobal.org/spec/lti/claim/context": { id: "ctx-refused", title: "Refused" },
    });
    expect(again.next).toMatch(/^\/classes\//);
    const after = await counts();
    expect(after).toEqual({
      ...before,
      users: before.users + 1,
      links: before.links + 1,
      classes: before.classes + 1,
      contexts: before.contexts + 1,
    });
  });

  it("creates nothing, not even the account, when a student's first launch is refused by the seat limit", async () => {
    const context = {
      "https://purl.imsglobal.org/spec/lti/claim/context": { id: "ctx-full", title: "Full class" },
    };
    const teacher = await launchAs("teacher-full", [INSTRUCTOR], context);
    const classId = teacher.next.split("/").pop()!;
    // The Free plan's 30 seats taken.
    const seated = await Promise.all(Array.from({ length: 30 }, () => createUser(fx.t)));
    await fx.t.handle.db
      .insert(classMembers)
      .values(seated.map((s) => ({ classId, userId: s.id, role: "student" })));
    const before = await counts();
    const answer = await launch("student-full", [LEARNER], context);
    expect(answer.statusCode).toBe(409);
    expect(answer.headers["content-type"]).toMatch(/text\/html/);
    expect(answer.body).toContain("This class is full");
    expect(await counts()).toEqual(before);
    // A seat freed, the same student's launch links the account once and enrols them.
    await fx.t.app.inject({
      method: "DELETE",
      url: `/api/classes/${classId}/students/${seated[0]!.id}`,
      headers: teacher.auth,
    });
    const student = await launchAs("student-full", [LEARNER], context);
    expect(student.next).toBe(teacher.next);
    expect(await counts()).toEqual({ ...before, users: before.users + 1, links: before.links + 1 });
  });

  it("lands a student who opens a placed link on their own copy of the assigned course", async () => {
    const teacher = await launchAs("teacher-a", [INSTRUCTOR]);
    const classId = teacher.next.split("/").pop()!;
    const tree = await seedGoalTree(fx.t, teacher.userId, {
      courseCount: 1,
      sectionCount: 1,
      lessonCount: 1,
    });
    const assigned = await fx.t.app.inject({
      method: "POST",
      url: `/api/classes/${classId}/assignments`,
      headers: teacher.auth,
      payload: { courseId: tree.courseIds[0], dueDate: null },
    });
    expect(assigned.statusCode).toBe(201);
    const custom = {
      "https://purl.imsglobal.org/spec/lti/claim/custom": { brainy_assignment_id: assigned.json().id },
    };
    const student = await launchAs("student-a", [LEARNER], custom);
    expect(student.next).toMatch(/^\/learning-plan\/[0-9a-f-]{36}$/);
    const courseId = student.next.split("/").pop()!;
    expect(courseId).not.toBe(tree.courseIds[0]);
    const course = await fx.t.app.inject({
      method: "GET",
      url: `/api/courses/${courseId}/outline`,
      headers: student.auth,
    });
    expect(course.statusCode).toBe(200);
    // The teacher's own launch of the link, and a link naming no assignment of this class, open the class.
    expect((await launchAs("teacher-a", [INSTRUCTOR], custom)).next).toBe(teacher.next);
    const unknown = {
      "https://purl.imsglobal.org/spec/lti/claim/custom": {
        brainy_assignment_id: "0b6c1f0e-8d1c-4a0e-9a53-2f1f1f1f1f1f",
      },
    };
    expect((await launchAs("student-a", [LEARNER], unknown)).next).toBe(teacher.next);
    const junk = {
      "https://purl.imsglobal.org/spec/lti/claim/custom": { brainy_assignment_id: "not-a-uuid" },
    };
    expect((await launchAs("student-a", [LEARNER], junk)).next).toBe(teacher.next);
  });
});
