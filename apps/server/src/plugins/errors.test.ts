import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/app.ts";
import { freePort } from "../../test/server-processes.ts";
import { buildApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { signAccessToken } from "../lib/tokens.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./errors.ts";

describe("the error handler when the database cannot be reached", () => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // A PostgreSQL address where nothing listens: every statement is refused, as when it is stopped.
    handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/none` });
    app = await buildApp({ config: testConfig(), db: handle.db, dbKind: handle.kind, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it("answers 503 SERVICE_UNAVAILABLE with a clear message and Retry-After, not a 500", async () => {
    const token = await signAccessToken(testConfig().JWT_SECRET, {
      userId: crypto.randomUUID(),
      tokenVersion: 0,
    });
    const res = await app.inject({
      method: "GET",
      url: "/api/goals",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(res.headers["retry-after"]).toBe("5");
  });
});
