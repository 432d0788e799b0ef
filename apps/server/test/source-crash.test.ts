import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { subscriptions, users } from "../src/db/schema/index.ts";
import { signAccessToken } from "../src/lib/tokens.ts";
import { openTestDatabase } from "./app.ts";
import { type Running, startServer } from "./server-processes.ts";
import { makePdf } from "./source-files.ts";

const SECRET = "source-crash-secret-source-crash-secret-0123456789";
type SourceState = { state: string; pagesDone: number; pagesTotal: number | null; passageCount: number };

describe("a server killed mid-extraction", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-source-crash-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("finishes the source after a restart: never stuck processing, never half-indexed", async () => {
    const test = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
    const handle = test?.handle ?? (await openDatabase({ pgliteDir: path.join(dataDir, "pglite") }));
    if (!test) await migrateDatabase(handle);
    const [user] = await handle.db
      .insert(users)
      .values({
        username: "reader",
        email: "reader@example.com",
        passwordHash: "x",
        isInitialSetupCompleted: true,
      })
      .returning();
    await handle.db.insert(subscriptions).values({ userId: user!.id, tier: "pro", status: "active" });
    const token = await signAccessToken(SECRET, { userId: user!.id, tokenVersion: user!.tokenVersion });
    await handle.close();

    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      JOBS_ENABLED: "false",
      // The test reads the source every 100 ms for up to two minutes: past the default request limit.
      RATE_LIMIT_PER_MINUTE: "100000",
      ...(test?.url ? { DATABASE_URL: test.url } : {}),
    };
    const headers = { authorization: `Bearer ${token}` };
    const pages = Array.from(
      { length: 1200 },
      (_, i) => `Page ${i + 1} of the manual explains valve number ${i + 1} and how to service it safely.`,
    );
    const pdf = await makePdf(pages);
    const first = await startServer(env);
    let second: Running | undefined;
    try {
      const uploaded = await fetch(`${first.baseUrl}/api/sources/upload?name=manual.pdf`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/octet-stream" },
        body: pdf,
      });
      expect(uploaded.status).toBe(201);
      const { id } = (await uploaded.json()) as { id: string };
      const read = async (server: Running) =>
        (await (await fetch(`${server.baseUrl}/api/sources/${id}`, { headers })).json()) as SourceState;
      let during: SourceState = await read(first);
      for (let i = 0; i < 300 && !(during.state === "processing" && during.pagesDone > 0); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        during = await read(first);
      }
      expect(during).toMatchObject({ state: "processing", pagesTotal: 1200 });
      expect(during.pagesDone).toBeLessThan(1200);
      first.child.kill("SIGKILL");
      await new Promise((resolve) => first.child.once("exit", resolve));

      second = await startServer(env);
      let after = await read(second);
      for (let i = 0; i < 1200 && (after.state === "queued" || after.state === "processing"); i++) {
        // Never shown ready before every passage is in.
        expect(after.passageCount).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await read(second);
      }
      expect(after).toMatchObject({ state: "ready", pagesDone: 1200, pagesTotal: 1200, passageCount: 1200 });
      const search = await fetch(`${second.baseUrl}/api/sources/search?q=valve%20number%20777`, { headers });
      expect(((await search.json()) as { page: number }[])[0]?.page).toBe(777);
    } finally {
      if (first.child.exitCode === null) first.child.kill("SIGKILL");
      if (second) {
        second.child.kill("SIGTERM");
        await new Promise((resolve) => second!.child.once("exit", resolve));
      }
      await test?.drop();
    }
  }, 240_000);
});
