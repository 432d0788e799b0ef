import { once } from "node:events";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser } from "../../../test/factories.ts";
import { mailOutbox } from "../../db/schema/index.ts";

/** A minimal SMTP server (the boundary fake): accepts every message and keeps its raw DATA. */
async function startFakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 OK queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith("EHLO")) socket.write("250-fake.smtp\r\n250 8BITMIME\r\n");
        else if (line.startsWith("DATA")) {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  return { server, port: typeof address === "object" && address ? address.port : 0, messages };
}

describe("SMTP mail provider", () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Brainy AI <hello@brainy.test>",
    });
  });
  afterAll(async () => {
    await t.close();
    smtp.server.close();
  });

  it("sends the reset mail through SMTP when SMTP_URL is set, and keeps nothing in the outbox", async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    // Sent by a job after the 202.
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    const raw = smtp.messages[0]!;
    expect(raw).toContain(`To: ${user.email}`);
    expect(raw).toContain("From: Brainy AI <hello@brainy.test>");
    expect(raw).toContain("Subject: Reset your Brainy AI password");
    expect(raw.replace(/=\r\n/g, "")).toContain("http://localhost:3000/reset-password?token=");
    expect(await t.handle.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe("dev outbox route", () => {
  it("does not exist in production", async () => {
    const t = await createTestApp({ NODE_ENV: "production" });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(res.statusCode).toBe(404);
      const doc = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
      expect(doc.json().paths["/api/dev/outbox"]).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it("lists kept mails outside production", async () => {
    const t = await createTestApp();
    try {
      const user = await createUser(t);
      await t.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: user.email },
      });
      const outbox = () => t.app.inject({ method: "GET", url: "/api/dev/outbox", headers: user.auth });
      await expect.poll(async () => (await outbox()).json().messages?.length, { timeout: 10_000 }).toBe(1);
      const res = await outbox();
      expect(res.statusCode).toBe(200);
      expect(res.json().messages).toEqual([
        expect.objectContaining({ to: user.email, subject: "Reset your Brainy AI password" }),
      ]);
      // Reset links never reach anyone but their owner, even outside production.
      const anonymous = await t.app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain(user.email);
    } finally {
      await t.close();
    }
  });
});
