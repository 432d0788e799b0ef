import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser, useTestApp } from "../../test/factories.ts";
import { useSecondInstance } from "../../test/second-instance.ts";

/**
 * Signed-in reads that arrive together share their statements (db/batched-lookup.ts, ADR 0029): the
 * sign-in check's actor lookup and, on PostgreSQL, the data-version lookup of the read memo. Each
 * request still gets its own user's answer, and a write committed before a request arrived is in
 * its answer, whichever instance wrote it.
 */
describe("batched sign-in and data-version lookups", () => {
  const fixture = useTestApp();
  const learners: TestUser[] = [];
  const get = (app: FastifyInstance, user: TestUser) =>
    app.inject({ method: "GET", url: "/api/user", headers: user.auth });

  beforeAll(async () => {
    for (let n = 0; n < 20; n++)
      learners.push(await createUser(fixture.t, { aboutYourself: `learner ${n}` }));
    // Each token verified once and each profile kept: what follows costs only the lookups.
    for (const learner of learners) expect((await get(fixture.t.app, learner)).statusCode).toBe(200);
  });

  it("concurrent reads of twenty learners cost a couple of statements, each answering its own learner", async () => {
    const { t } = fixture;
    const before = t.handle.stats.queries;
    const answers = await Promise.all(learners.map((learner) => get(t.app, learner)));
    const statements = t.handle.stats.queries - before;
    answers.forEach((res, n) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: learners[n]!.id, aboutYourself: `learner ${n}` });
    });
    // One by one this was an actor lookup per request and, on PostgreSQL, a version lookup per
    // request (40 statements); tests sign in without the actor cache (AUTH_CACHE_MS=0).
    const perTurn = t.handle.kind === "postgres" ? 2 : 1;
    console.info(`20 concurrent GET /api/user: ${statements} statements (${t.handle.kind})`);
    expect(statements).toBeGreaterThanOrEqual(perTurn);
    expect(statements).toBeLessThanOrEqual(2 * perTurn);
  });

  it("a revoked token is refused by the next request even while others share its lookup", async () => {
    const { t } = fixture;
    const [revoked, ...others] = learners.slice(0, 5) as [TestUser, ...TestUser[]];
    await t.handle.pool?.query("update users set token_version = token_version + 1 where id = $1", [
      revoked.id,
    ]);
    if (!t.handle.pool)
      await t.handle.pglite!.query("update users set token_version = token_version + 1 where id = $1", [
        revoked.id,
      ]);
    const [refused, ...served] = await Promise.all([revoked, ...others].map((user) => get(t.app, user)));
    expect(refused!.statusCode).toBe(401);
    for (const res of served) expect(res.statusCode).toBe(200);
  });

  describe("two instances on one PostgreSQL database", () => {
    const second = useSecondInstance(fixture);

    it("a write through one instance is in the next reads through the other, batched together", async (context) => {
      const other = second.instance();
      if (!other) return context.skip();
      const { call } = fixture;
      const readers = learners.slice(5, 15);
      // The other instance keeps every reader's profile.
      for (const reader of readers) expect((await get(other.app, reader)).statusCode).toBe(200);
      for (let round = 0; round < 3; round++) {
        const writer = readers[round]!;
        const about = `changed in round ${round}`;
        const written = await call(writer, "PUT", "/api/user/profile", { aboutYourself: about });
        expect(written.statusCode).toBe(200);
        const before = other.handle.stats.queries;
        const answers = await Promise.all(readers.map((reader) => get(other.app, reader)));
        // The version lookups were shared, and only the writer's profile was read again.
        expect(other.handle.stats.queries - before).toBeLessThanOrEqual(2 * 2 + 1);
        expect(answers[round]!.json().aboutYourself).toBe(about);
        // Every reader its own profile: the earlier rounds' writers changed, the rest as created.
        answers.forEach((res, n) => {
          expect(res.json()).toMatchObject({
            id: readers[n]!.id,
            aboutYourself: n <= round ? `changed in round ${n}` : `learner ${n + 5}`,
          });
        });
      }
    });
  });
});
