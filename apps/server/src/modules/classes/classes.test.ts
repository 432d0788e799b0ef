import type { ClassDetail, ClassInvite, ClassList, InvitePreview } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, type TestUser, useTestApp } from "../../../test/factories.ts";
import { classes, classInvites, classMembers, users } from "../../db/schema/index.ts";

const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });

async function newClass(teacher: TestUser, name = "Year 9 Python") {
  const res = await fx.call(teacher, "POST", "/api/classes", { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string };
}

async function newInvite(teacher: TestUser, classId: string, body: object = {}) {
  const res = await fx.call(teacher, "POST", `/api/classes/${classId}/invites`, body);
  expect(res.statusCode).toBe(201);
  return res.json() as ClassInvite;
}

describe("classes and invites", () => {
  it("a teacher creates a class, a student previews the invite, joins by code, and appears in the class", async () => {
    const teacher = await createUser(fx.t, { firstName: "Ada" });
    const student = await createUser(fx.t, { firstName: "Bo" });
    const klass = await newClass(teacher);
    const invite = await newInvite(teacher, klass.id);
    expect(invite.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(invite.path).toBe(`/join/${invite.code}`);

    // The code is read case-insensitively; the preview says what the teacher will (and never) see.
    const preview = await fx.call(student, "GET", `/api/invites/${invite.code.toLowerCase()}`);
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as InvitePreview;
    expect(body).toMatchObject({
      className: "Year 9 Python",
      teacherName: "Ada",
      role: "student",
      alreadyMember: false,
    });
    expect(body.teacherNeverSees.join(" ")).toMatch(/notes, chats, sources, memory and review cards/);
    // Previewing joins nothing.
    expect((await fx.call(teacher, "GET", `/api/classes/${klass.id}`)).json().members).toHaveLength(1);

    const join = await fx.call(student, "POST", `/api/invites/${invite.code}/accept`);
    expect(join.json()).toEqual({ classId: klass.id, role: "student" });
    // Joining twice keeps one membership.
    expect((await fx.call(student, "POST", `/api/invites/${invite.code}/accept`)).statusCode).toBe(200);

    const detail = (await fx.call(teacher, "GET", `/api/classes/${klass.id}`)).json() as ClassDetail;
    expect(detail.members.map((m) => [m.name, m.role, m.isOwner])).toEqual([
      ["Ada", "teacher", true],
      ["Bo", "student", false],
    ]);
    expect(detail.seatLimit).toBe(30);
    const studentList = (await fx.call(student, "GET", "/api/classes")).json() as ClassList;
    expect(studentList.classes).toEqual([
      expect.objectContaining({ id: klass.id, role: "student", teacherName: "Ada", studentCount: 1 }),
    ]);
  });

  it("a co-teacher invite makes a teacher who sees the class; students count no co-teacher", async () => {
    const owner = await createUser(fx.t);
    const co = await createUser(fx.t);
    const klass = await newClass(owner);
    const invite = await newInvite(owner, klass.id, { role: "teacher" });
    expect((await fx.call(co, "POST", `/api/invites/${invite.code}/accept`)).json()).toMatchObject({
      role: "teacher",
    });
    const seen = await fx.call(co, "GET", `/api/classes/${klass.id}`);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as ClassDetail).members.filter((m) => m.role === "teacher")).toHaveLength(2);
    // A co-teacher can make invites too.
    expect((await fx.call(co, "POST", `/api/classes/${klass.id}/invites`, {})).statusCode).toBe(201);
  });

  it("a revoked or expired invite answers 410 with a clear message; an unknown code 404; a bad code 400", async () => {
    const teacher = await createUser(fx.t);
    const student = await createUser(fx.t);
    const klass = await newClass(teacher);
    const revoked = await newInvite(teacher, klass.id);
    expect(
      (await fx.call(teacher, "DELETE", `/api/classes/${klass.id}/invites/${revoked.id}`)).statusCode,
    ).toBe(204);
    const gone = await fx.call(student, "POST", `/api/invites/${revoked.code}/accept`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/withdrawn/);

    const expired = await newInvite(teacher, klass.id);
    await fx.t.handle.db
      .update(classInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(classInvites.id, expired.id));
    const old = await fx.call(student, "GET", `/api/invites/${expired.code}`);
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toMatch(/expired/);

    expect((await fx.call(student, "GET", "/api/invites/ZZZZZZZZ")).statusCode).toBe(404);
    expect((await fx.call(student, "GET", "/api/invites/not-a-code")).statusCode).toBe(400);
    expect(
      (await fx.call(teacher, "POST", `/api/classes/${klass.id}/invites`, { expiresInDays: 0 })).statusCode,
    ).toBe(400);
    expect((await fx.call(teacher, "POST", "/api/classes", { name: "  " })).statusCode).toBe(400);
    const members = await fx.t.handle.db
      .select()
      .from(classMembers)
      .where(eq(classMembers.classId, klass.id));
    expect(members).toHaveLength(1);
  });

  it("a student leaves, a teacher removes a student; either is gone from the class at once", async () => {
    const teacher = await createUser(fx.t);
    const [a, b] = [await createUser(fx.t), await createUser(fx.t)];
    const klass = await newClass(teacher);
    const invite = await newInvite(teacher, klass.id);
    for (const s of [a, b]) await fx.call(s, "POST", `/api/invites/${invite.code}/accept`);
    expect((await fx.call(a, "DELETE", `/api/classes/${klass.id}/membership`)).statusCode).toBe(204);
    expect((await fx.call(teacher, "DELETE", `/api/classes/${klass.id}/students/${b.id}`)).statusCode).toBe(
      204,
    );
    const detail = (await fx.call(teacher, "GET", `/api/classes/${klass.id}`)).json() as ClassDetail;
    expect(detail.members.map((m) => m.role)).toEqual(["teacher"]);
    expect((await fx.call(b, "GET", `/api/classes/${klass.id}/me`)).statusCode).toBe(404);
    // The owner cannot "leave" as a student; removing someone not in the class is 404.
    expect((await fx.call(teacher, "DELETE", `/api/classes/${klass.id}/membership`)).statusCode).toBe(409);
    expect((await fx.call(teacher, "DELETE", `/api/classes/${klass.id}/students/${a.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe("plan rules for classes, under parallel requests", () => {
  it("a Free teacher's 20 parallel creates make exactly one class (402 for the rest); Pro makes up to 20", async () => {
    const free = await createUser(fx.t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => fx.call(free, "POST", "/api/classes", { name: `Class ${n}` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(402)]);
    expect(answers.find((a) => a.statusCode === 402)!.json()).toMatchObject({ error: "PRO_REQUIRED" });
    expect(await fx.t.handle.db.select().from(classes).where(eq(classes.ownerId, free.id))).toHaveLength(1);

    const pro = await createUser(fx.t);
    await makePro(fx.t, pro.id);
    await fx.t.handle.db
      .insert(classes)
      .values(Array.from({ length: 19 }, (_, n) => ({ ownerId: pro.id, name: `Seeded ${n}` })));
    const more = await Promise.all(
      Array.from({ length: 5 }, (_, n) => fx.call(pro, "POST", "/api/classes", { name: `More ${n}` })),
    );
    expect(more.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it("a Free teacher's class of 29 students takes exactly one of 10 parallel joins; the rest answer 409 full", async () => {
    const teacher = await createUser(fx.t);
    const klass = await newClass(teacher);
    const invite = await newInvite(teacher, klass.id);
    const seeded = await fx.t.handle.db
      .insert(users)
      .values(
        Array.from({ length: 29 }, (_, n) => ({
          username: `seat${n}${klass.id.slice(0, 8)}`,
          email: `seat${n}-${klass.id}@example.com`,
          passwordHash: "x",
        })),
      )
      .returning({ id: users.id });
    await fx.t.handle.db
      .insert(classMembers)
      .values(seeded.map((u) => ({ classId: klass.id, userId: u.id, role: "student" })));
    const joiners = await Promise.all(Array.from({ length: 10 }, () => createUser(fx.t)));
    const answers = await Promise.all(
      joiners.map((j) => fx.call(j, "POST", `/api/invites/${invite.code}/accept`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(/full/);
    const detail = (await fx.call(teacher, "GET", `/api/classes/${klass.id}`)).json() as ClassDetail;
    expect(detail.members.filter((m) => m.role === "student")).toHaveLength(30);
    // A co-teacher invite still works in a full class: teachers take no seat.
    const co = await createUser(fx.t);
    const teacherInvite = await newInvite(teacher, klass.id, { role: "teacher" });
    expect((await fx.call(co, "POST", `/api/invites/${teacherInvite.code}/accept`)).statusCode).toBe(200);
  });
});
