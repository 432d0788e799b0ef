import { rmSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { type TestContext, testConfig } from "./app.ts";

/**
 * A second app instance on the fixture's PostgreSQL database (none on PGlite, which one process
 * owns), with its own read memo: a write through the fixture's instance, job or database handle
 * must be in this instance's next read. `reader()` is this instance on PostgreSQL and the
 * fixture's own app on PGlite, so a test reads through it on both.
 */
export function useSecondInstance(fixture: { t: TestContext }) {
  const second = {} as { app?: FastifyInstance; handle?: DatabaseHandle; dataDir?: string };
  beforeAll(async () => {
    const url = fixture.t.databaseUrl;
    if (!url) return;
    const handle = await openDatabase({ url, poolSize: 4, checkMemoizedReads: true });
    const config = testConfig();
    const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, logger: false });
    await app.ready();
    Object.assign(second, { app, handle, dataDir: config.dataDir });
  });
  afterAll(async () => {
    await second.app?.close();
    await second.handle?.close();
    if (second.dataDir) rmSync(second.dataDir, { recursive: true, force: true });
  });
  return {
    /** The second instance and its database handle (its statement counts), on PostgreSQL only. */
    instance: () => (second.app && second.handle ? { app: second.app, handle: second.handle } : undefined),
    /** The app reads go through: the second instance on PostgreSQL, else the fixture's. */
    reader: (): FastifyInstance => second.app ?? fixture.t.app,
    /** GET `url` as `user` through the reader, answering its status and JSON. */
    async get(user: { auth: { authorization: string } }, url: string) {
      const res = await (second.app ?? fixture.t.app).inject({ method: "GET", url, headers: user.auth });
      return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : res.body };
    },
  };
}
