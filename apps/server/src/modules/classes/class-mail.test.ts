import type { EmailInvitesResult, InvitePreview, NudgeResult } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerFirstLesson, classWithCourse, copyOf, joinClass } from "../../../test/classes.ts";
import { createUser, useTestApp } from "../../../test/factories.ts";
import { classAssignments, lessons, rateLimitCounters } from "../../db/schema/index.ts";
import { listOutboxMessages } from "../mail/index.ts";

const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "100000", PUBLIC_URL: "https://brainy.example" });
const outboxFor = (email: string) => listOutboxMessages(fx.t.handle.db, { to: email, limit: 10 });
let sequence = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${++sequence}@school.example`;

describe("emailed invitations", () => {
  it("emails the join link once per address; joining through it shows the preview first", async () => {
    const { teacher, classId } = await classWithCourse(fx, "Tess");
    const [ana, ben] = [address("ana"), address("ben")];
    const res = await fx.call(teacher, "POST", `/api/classes/${classId}/invites/email`, {
      emails: [ana.toUpperCase(), ` ${ana} `, ben],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as EmailInvitesResult;
    expect(body.results).toEqual([
      { email: ana, status: "sent" },
      { email: ben, status: "sent" },
    ]);
    expect(body.invite).toMatchObject({ role: "student", revoked: false });

    const [mail] = await outboxFor(ana);
    expect(mail!.subject).toBe("Tess invites you to the class Python 1 on Brainy AI");
    expect(mail!.text).toContain(`Join here: https://brainy.example/join/${body.invite.code}`);
    expect(mail!.text).toContain("exactly what your teacher will see about you");
    expect(await outboxFor(ben)).toHaveLength(1);

    // Ana follows the link: the preview of what the teacher sees, then she joins.
    const student = await createUser(fx.t, { email: ana, firstName: "Ana" });
    const code = /\/join\/([A-Z0-9]{8})/.exec(mail!.text)![1]!;
    const preview = (await fx.call(student, "GET", `/api/invites/${code}`)).json() as InvitePreview;
    expect(preview).toMatchObject({ className: "Python 1", teacherName: "Tess", alreadyMember: false });
    expect(preview.teacherSees.length).toBeGreaterThan(0);
    await joinClass(fx, student, code);

    // The same address again within 24 h is not mailed twice; a new one is.
    const carl = address("carl");
    const again = (
      await fx.call(teacher, "POST", `/api/classes/${classId}/invites/email`, { emails: [ana, carl] })
    ).json() as EmailInvitesResult;
    expect(again.results.map((r) => r.status)).toEqual(["already_invited", "sent"]);
    expect(await outboxFor(ana)).toHaveLength(1);
  });

  it("refuses bad lists (400), strangers and students (404), and past the day's limit (429)", async () => {
    const { teacher, classId, invite } = await classWithCourse(fx);
    const url = `/api/classes/${classId}/invites/email`;
    for (const emails of [[], ["not-an-address"], Array.from({ length: 51 }, (_, i) => `s${i}@x.example`)]) {
      const res = await fx.call(teacher, "POST", url, { emails });
      expect(res.statusCode).toBe(400);
    }
    const student = await createUser(fx.t);
    await joinClass(fx, student, invite.code);
    const stranger = await createUser(fx.t);
    for (const user of [student, stranger]) {
      expect((await fx.call(user, "POST", url, { emails: [address("x")] })).statusCode).toBe(404);
    }
    await fx.t.handle.db
      .insert(rateLimitCounters)
      .values({ key: `class-invite-mail:teacher:${teacher.id}`, count: 200 });
    const limited = await fx.call(teacher, "POST", url, { emails: [address("late")] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/200 invitation emails today/);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("nudging students who are behind", () => {
  it("emails only the students behind, one per student per assignment in 24 h even when sent twice at once", async () => {
    const { teacher, courseId, classId, invite } = await classWithCourse(fx, "Tess");
    const ahead = await createUser(fx.t, { firstName: "Ada", email: address("ada") });
    const behind = await createUser(fx.t, { firstName: "Bo", email: address("bo") });
    for (const s of [ahead, behind]) await joinClass(fx, s, invite.code);
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { id: assignmentId } = (
      await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId, dueDate: due })
    ).json();
    // Assigned ten days ago: most of the time to the due date is gone.
    await fx.t.handle.db
      .update(classAssignments)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(classAssignments.id, assignmentId));
    const aheadCopy = await copyOf(fx, ahead.id, assignmentId);
    // Copies are made by a job: only a student with their copy can be behind on it.
    await copyOf(fx, behind.id, assignmentId);
    await answerFirstLesson(fx, aheadCopy.lessons[0]!.id, "x = 1", { text: "to reuse them", points: 1 });
    for (const lesson of aheadCopy.lessons)
      await fx.t.handle.db.update(lessons).set({ isCompleted: true }).where(eq(lessons.id, lesson.id));

    const url = `/api/classes/${classId}/assignments/${assignmentId}/nudges`;
    const both = await Promise.all([fx.call(teacher, "POST", url), fx.call(teacher, "POST", url)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const results = both.map((r) => r.json() as NudgeResult);
    expect(results.flatMap((r) => r.nudged)).toEqual([{ userId: behind.id, name: "Bo" }]);
    expect(results.flatMap((r) => r.alreadyNudged)).toEqual([{ userId: behind.id, name: "Bo" }]);
    const mails = await outboxFor(behind.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`A reminder from Tess: Course 1 is due ${due}`);
    expect(mails[0]!.text).toContain("you have done 0 of its 2 lessons");
    expect(mails[0]!.text).toContain("https://brainy.example/home");
    expect(await outboxFor(ahead.email)).toEqual([]);

    // A student, a stranger and another teacher are answered as if the class did not exist.
    const otherTeacher = (await classWithCourse(fx)).teacher;
    for (const user of [behind, await createUser(fx.t), otherTeacher])
      expect((await fx.call(user, "POST", url)).statusCode).toBe(404);
    expect(
      (await fx.call(teacher, "POST", `/api/classes/${classId}/assignments/${classId}/nudges`)).statusCode,
    ).toBe(404);
  });

  it("nobody is behind on an assignment without a due date", async () => {
    const { teacher, courseId, classId, invite } = await classWithCourse(fx);
    const student = await createUser(fx.t, { email: address("free") });
    await joinClass(fx, student, invite.code);
    const { id } = (
      await fx.call(teacher, "POST", `/api/classes/${classId}/assignments`, { courseId })
    ).json();
    const res = await fx.call(teacher, "POST", `/api/classes/${classId}/assignments/${id}/nudges`);
    expect(res.json()).toEqual({ nudged: [], alreadyNudged: [] });
    expect(await outboxFor(student.email)).toEqual([]);
  });
});
