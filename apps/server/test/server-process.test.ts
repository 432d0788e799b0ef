import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { users } from "../src/db/schema/index.ts";
import { openTestDatabase } from "./app.ts";
import { serverEntry, startServer, stopServer } from "./server-processes.ts";

const killHook = path.join(import.meta.dirname, "pglite-thread-kill-hook.mjs");

describe("server process", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-process-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a bad PORT with one line naming it", async () => {
    const child = spawn(process.execPath, [serverEntry()], {
      env: { PATH: process.env.PATH ?? "", PORT: "abc", DATA_DIR: dataDir },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid environment variable PORT="abc"/);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "starts on PGlite with no variables, stops on SIGTERM and keeps its data",
    async () => {
      const first = await startServer({ DATA_DIR: dataDir, JOBS_ENABLED: "true" });
      const health = await (await fetch(`${first.baseUrl}/api/health`)).json();
      expect(health).toMatchObject({ status: "ok", db: "pglite" });
      const registered = await fetch(`${first.baseUrl}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          username: "keeper",
          email: "keeper@example.com",
          password: "Str0ng!Passw0rd",
        }),
      });
      expect(registered.status).toBe(201);
      expect(await stopServer(first)).toBe(0);

      // The account above was written to the database on disk; it is still there after the stop.
      const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
      const rows = await handle.db.select().from(users);
      expect(rows.map((r) => r.email)).toContain("keeper@example.com");
      await handle.close();

      const second = await startServer({ DATA_DIR: dataDir });
      expect((await fetch(`${second.baseUrl}/api/health`)).status).toBe(200);
      expect(await stopServer(second)).toBe(0);
    },
    90_000,
  );

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "exits with code 1 and a fatal log line when PGlite's thread dies; started again, it has the data",
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-thread-dies-"));
      const account = { username: "survivor", email: "survivor@example.com", password: "Str0ng!Passw0rd" };
      const post = (baseUrl: string, url: string, body: unknown) =>
        fetch(`${baseUrl}${url}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const first = await startServer({ DATA_DIR: dir, JOBS_ENABLED: "true" }, ["--import", killHook]);
      try {
        expect((await post(first.baseUrl, "/api/auth/register", account)).status).toBe(201);
        const exited = new Promise<number | null>((resolve) => first.child.once("exit", resolve));
        first.child.kill("SIGUSR2"); // the hook terminates PGlite's thread
        const code = await Promise.race([
          exited,
          new Promise<string>((resolve) => setTimeout(() => resolve("still running after 30 s"), 30_000)),
        ]);
        expect(code).toBe(1);
        const fatal = first
          .output()
          .split("\n")
          .filter((line) => line.includes('"level":60'));
        expect(fatal).toHaveLength(1);
        expect(fatal[0]).toContain("the embedded database stopped; exiting so that the server is restarted");
        expect(fatal[0]).toContain("PGlite's thread stopped: it exited with code 1");

        // What was committed before the thread died is on disk: a new process signs the account in.
        const second = await startServer({ DATA_DIR: dir });
        const login = await post(second.baseUrl, "/api/auth/login", {
          email: account.email,
          password: account.password,
        });
        expect(login.status).toBe(200);
        expect(await stopServer(second)).toBe(0);
      } finally {
        if (first.child.exitCode === null) first.child.kill("SIGKILL");
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "uses PostgreSQL when DATABASE_URL is set; two instances migrate the same database safely",
    async () => {
      const db = await openTestDatabase();
      await db.handle.close();
      const [a, b] = await Promise.all([
        startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url! }),
        startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url! }),
      ]);
      for (const running of [a, b]) {
        expect(await (await fetch(`${running.baseUrl}/api/health`)).json()).toMatchObject({ db: "postgres" });
      }
      expect(await stopServer(a)).toBe(0);
      expect(await stopServer(b)).toBe(0);
      await db.drop();
    },
    90_000,
  );
});
