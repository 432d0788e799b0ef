import { count, eq } from "drizzle-orm";
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree } from "../../../test/factories.ts";
import { INSTRUCTOR, LEARNER } from "../../../test/fakes/lti-platform.ts";
import { useLtiPlatform } from "../../../test/fixtures/lti.ts";
import { classes, ltiAccounts, users } from "../../db/schema/index.ts";
import { publicKeySet, rotateSigningKey } from "./index.ts";

const lti = useLtiPlatform();
const { fx } = lti;

/** The login initiation as the LMS sends it: answers the state and nonce Brainy put in the redirect. */
async function login(hint = "hint") {
  const query = new URLSearchParams({ iss: lti.lms.issuer, login_hint: hint, client_id: lti.lms.clientId });
  const answer = await fx.t.app.inject({ method: "GET", url: `/api/lti/login?${query}` });
  expect(answer.statusCode).toBe(302);
  const to = new URL(answer.headers.location as string);
  expect(to.origin + to.pathname).toBe(lti.lms.authUrl);
  expect(to.searchParams.get("redirect_uri")).toMatch(/\/api\/lti\/launch$/);
  return { state: to.searchParams.get("state")!, nonce: to.searchParams.get("nonce")! };
}

const launch = (form: Record<string, string>) =>
  fx.t.app.inject({
    method: "POST",
    url: "/api/lti/launch",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });

/** Launches as a platform user and signs in with the ticket: the session token and where the app lands. */
async function launchAs(subject: string, roles: string[], claims: Record<string, unknown> = {}) {
  const { state, nonce } = await login();
  const answer = await launch({
    state,
    id_token: await lti.lms.signLaunch({ nonce, subject, roles, claims }),
  });
  expect(answer.statusCode).toBe(303);
  const to = new URL(answer.headers.location as string, "http://x");
  expect(to.pathname).toBe("/lti/start");
  const session = await fx.t.app.inject({
    method: "POST",
    url: "/api/lti/session",
    payload: { ticket: to.searchParams.get("ticket") },
  });
  expect(session.statusCode).toBe(200);
  // The ticket is single use.
  const again = await fx.t.app.inject({
    method: "POST",
    url: "/api/lti/session",
    payload: { ticket: to.searchParams.get("ticket") },
  });
  expect(again.statusCode).toBe(401);
  return { auth: { authorization: `Bearer ${session.json().token}` }, next: to.searchParams.get("next")! };
}

async function counts() {
  const db = fx.t.handle.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [a] = await db.select({ n: count() }).from(ltiAccounts);
  const [c] = await db.select({ n: count() }).from(classes);
  return { users: u!.n, links: a!.n, classes: c!.n };
}

describe("LTI 1.3 launch against a fake platform", () => {
  it("publishes Brainy's key set and keeps a rotated key until it expires", async () => {
    const first = await rotateSigningKey(fx.t.handle.db);
    const second = await rotateSigningKey(fx.t.handle.db);
    const jwks = (await fx.t.app.inject({ method: "GET", url: "/api/lti/jwks" })).json() as {
      keys: { kid: string; d?: string }[];
    };
    expect(jwks.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([first, second]));
    expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
    expect((await publicKeySet(fx.t.handle.db)).keys.length).toBe(jwks.keys.length);
  });

  it("signs a teacher in, creates the class for the context, and a student lands in it; the account is linked", async () => {
    const teacher = await launchAs("teacher-1", [INSTRUCTOR]);
    expect(teacher.next).toMatch(/^\/classes\/[0-9a-f-]{36}$/);
    const classId = teacher.next.split("/").pop()!;
    const detail = await fx.t.app.inject({
      method: "GET",
      url: `/api/classes/${classId}`,
      headers: teacher.auth,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().name).toBe("Physics 101");

    const student = await launchAs("student-1", [LEARNER]);
    expect(student.next).toBe(teacher.next);
    const before = await counts();
    const again = await launchAs("student-1", [LEARNER]);
    expect(await counts()).toEqual(before);
    const mine = await fx.t.app.inject({ method: "GET", url: "/api/classes", headers: again.auth });
    expect(JSON.stringify(mine.json())).toContain(classId);
    const members = (
      await fx.t.app.inject({ method: "GET", url: `/api/classes/${classId}`, headers: teacher.auth })
    ).json();
    expect(JSON.stringify(members)).toContain("student");
  });

  const refusals: [string, (nonce: string) => Promise<string>, RegExp][] = [
    ["a bad signature", (nonce) => lti.lms.signLaunch({ nonce, subject: "x1", otherKey: true }), /signature/],
    [
      "a wrong issuer",
      (nonce) => lti.lms.signLaunch({ nonce, subject: "x2", claims: { iss: "https://evil.example" } }),
      /issuer/,
    ],
    [
      "a wrong audience",
      (nonce) => lti.lms.signLaunch({ nonce, subject: "x3", claims: { aud: "another-tool" } }),
      /audience/,
    ],
    ["an expired token", (nonce) => lti.lms.signLaunch({ nonce, subject: "x4", expiresIn: -120 }), /expired/],
    [
      "an unknown deployment",
      (nonce) =>
        lti.lms.signLaunch({
          nonce,
          subject: "x5",
          claims: { "https://purl.imsglobal.org/spec/lti/claim/deployment_id": "dep-9" },
        }),
      /deployment/,
    ],
    [
      "a missing role claim",
      (nonce) =>
        lti.lms.signLaunch({
          nonce,
          subject: "x6",
          claims: { "https://purl.imsglobal.org/spec/lti/claim/roles": undefined },
        }),
      /no role/,
    ],
    [
      "another login's nonce",
      () => lti.lms.signLaunch({ nonce: "not-this-one", subject: "x7" }),
      /already used/,
    ],
  ];
  for (const [what, sign, message] of refusals)
    it(`refuses ${what} with a clear page and creates nothing`, async () => {
      const before = await counts();
      const { state, nonce } = await login();
      const answer = await launch({ state, id_token: await sign(nonce) });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers["content-type"]).toMatch(/text\/html/);
      expect(answer.body).toMatch(message);
      expect(answer.body).toContain("Nothing was created");
      expect(await counts()).toEqual(before);
    });

  it("refuses a reused launch (state and nonce are single use)", async () => {
    const { state, nonce } = await login();
    const idToken = await lti.lms.signLaunch({ nonce, subject: "teacher-1" });
    expect((await launch({ state, id_token: idToken })).statusCode).toBe(303);
    const replay = await launch({ state, id_token: idToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toMatch(/already used/);
  });

  it("refuses a login from an unregistered LMS", async () => {
    const answer = await fx.t.app.inject({
      method: "GET",
      url: "/api/lti/login?iss=https%3A%2F%2Fnope.example&login_hint=a",
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toMatch(/not registered/);
    const [linked] = await fx.t.handle.db
      .select({ n: count() })
      .from(ltiAccounts)
      .where(eq(ltiAccounts.subject, "x1"));
    expect(linked!.n).toBe(0);
  });
});

describe("LTI Deep Linking", () => {
  const DL = "https://purl.imsglobal.org/spec/lti-dl/claim/";
  const request = {
    "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiDeepLinkingRequest",
    [`${DL}deep_linking_settings`]: {
      deep_link_return_url: "https://lti.lms.example/return",
      accept_types: ["ltiResourceLink"],
      data: "opaque-1",
    },
  };

  it("lets the teacher place one of their courses: the class gets the assignment, the LMS a signed response", async () => {
    const teacher = await launchAs("teacher-1", [INSTRUCTOR], request);
    expect(teacher.next).toMatch(/^\/lti\/deep-link\/[0-9a-f-]{36}$/);
    const url = `/api${teacher.next.replace("/deep-link/", "/deep-links/")}`;
    const teacherId = decodeJwt(teacher.auth.authorization.slice("Bearer ".length)).sub!;
    const tree = await seedGoalTree(fx.t, teacherId, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    const choices = await fx.t.app.inject({ method: "GET", url, headers: teacher.auth });
    expect(choices.json().courses).toEqual([{ id: tree.courseIds[0], title: "Course 1" }]);

    const stranger = await createUser(fx.t);
    expect((await fx.t.app.inject({ method: "GET", url, headers: stranger.auth })).statusCode).toBe(404);
    const theirs = await seedGoalTree(fx.t, stranger.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    const notMine = await fx.t.app.inject({
      method: "POST",
      url,
      headers: teacher.auth,
      payload: { courseId: theirs.courseIds[0] },
    });
    expect(notMine.statusCode).toBe(404);

    const answer = await fx.t.app.inject({
      method: "POST",
      url,
      headers: teacher.auth,
      payload: { courseId: tree.courseIds[0] },
    });
    expect(answer.statusCode).toBe(200);
    const { returnUrl, jwt } = answer.json();
    expect(returnUrl).toBe("https://lti.lms.example/return");
    const jwks = createLocalJWKSet((await fx.t.app.inject({ method: "GET", url: "/api/lti/jwks" })).json());
    const { payload } = await jwtVerify(jwt, jwks, { issuer: lti.lms.clientId, audience: lti.lms.issuer });
    expect(payload["https://purl.imsglobal.org/spec/lti/claim/message_type"]).toBe("LtiDeepLinkingResponse");
    expect(payload[`${DL}data`]).toBe("opaque-1");
    const [item] = payload[`${DL}content_items`] as { type: string; title: string; url: string }[];
    expect(item).toMatchObject({ type: "ltiResourceLink", title: "Course 1" });
    expect(item!.url).toMatch(/\/api\/lti\/launch$/);
    const classId = (await launchAs("teacher-1", [INSTRUCTOR])).next.split("/").pop();
    const detail = (
      await fx.t.app.inject({ method: "GET", url: `/api/classes/${classId}`, headers: teacher.auth })
    ).json();
    expect(JSON.stringify(detail.assignments)).toContain(tree.courseIds[0]);
    // Spent: the same selection cannot be answered twice.
    const again = await fx.t.app.inject({
      method: "POST",
      url,
      headers: teacher.auth,
      payload: { courseId: tree.courseIds[0] },
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses a content selection launched by a student, creating nothing", async () => {
    const before = await counts();
    const { state, nonce } = await login();
    const answer = await launch({
      state,
      id_token: await lti.lms.signLaunch({ nonce, subject: "s-dl", roles: [LEARNER], claims: request }),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toMatch(/Only a teacher/);
    expect(await counts()).toEqual(before);
  });
});

describe("LTI Names and Role Provisioning", () => {
  it("syncs the roster into the class with the teacher's launch, through a client-credentials token", async () => {
    lti.lms.roster = [
      { user_id: "teacher-1", name: "Ada Lovelace", roles: [INSTRUCTOR] },
      { user_id: "roster-1", name: "Grace Hopper", roles: ["Learner"] },
      { user_id: "roster-2", name: "Alan Turing", roles: [LEARNER] },
      { user_id: "roster-3", name: "Gone Student", roles: [LEARNER], status: "Inactive" },
    ];
    const nrps = {
      "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice": {
        context_memberships_url: lti.lms.membershipsUrl,
      },
    };
    const teacher = await launchAs("teacher-1", [INSTRUCTOR], nrps);
    const detail = (
      await fx.t.app.inject({ method: "GET", url: `/api${teacher.next}`, headers: teacher.auth })
    ).json();
    const names = JSON.stringify(detail);
    expect(names).toContain("Grace");
    expect(names).toContain("Alan");
    expect(names).not.toContain("Gone");
    const request = lti.lms.tokenRequests.at(-1)!;
    expect(request.client_assertion_type).toBe("urn:ietf:params:oauth:client-assertion-type:jwt-bearer");
    const jwks = createLocalJWKSet((await fx.t.app.inject({ method: "GET", url: "/api/lti/jwks" })).json());
    await expect(
      jwtVerify(request.client_assertion!, jwks, { issuer: lti.lms.clientId, audience: lti.lms.tokenUrl }),
    ).resolves.toBeTruthy();
    // A rostered student then launches into the same account and class.
    const before = await counts();
    const student = await launchAs("roster-1", [LEARNER]);
    expect(student.next).toBe(teacher.next);
    expect(await counts()).toEqual(before);
  });
});
