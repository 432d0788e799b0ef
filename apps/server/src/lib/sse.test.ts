import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "./app-error.ts";
import { streamEvents } from "./sse.ts";

/**
 * Reads a text/event-stream body into events until it ends (or `stopAfter` events); `onComment`
 * hears the count of comments (the open comment and heartbeats) read so far.
 */
async function readEvents(
  response: Response,
  stopAfter = Number.POSITIVE_INFINITY,
  onComment: (count: number) => void = () => {},
) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: { event: string; data: unknown }[] = [];
  let comments = 0;
  while (events.length < stopAfter) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const chunk = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (chunk.startsWith(":")) onComment(++comments);
      else {
        const event = /^event: (.*)$/m.exec(chunk)?.[1] ?? "message";
        const data = /^data: (.*)$/m.exec(chunk)?.[1];
        events.push({ event, data: data ? JSON.parse(data) : undefined });
      }
      end = buffer.indexOf("\n\n");
    }
  }
  await reader.cancel().catch(() => {});
  return { events, comments };
}

describe("server-sent events helper", () => {
  let app: FastifyInstance;
  let base: string;
  let aborted: Promise<boolean>;
  let markAborted: (value: boolean) => void;
  /** Resolved by the client once it has read a heartbeat after the open comment. */
  let heartbeatRead: Promise<void>;
  let markHeartbeatRead: () => void;
  beforeAll(async () => {
    heartbeatRead = new Promise((resolve) => {
      markHeartbeatRead = resolve;
    });
    aborted = new Promise((resolve) => {
      markAborted = resolve;
    });
    app = Fastify();
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("x-frame-options", "DENY");
    });
    app.get("/events", (request, reply) =>
      streamEvents(
        request,
        reply,
        async (stream) => {
          stream.send("block", { index: 0, text: "first" });
          // A pause in the producer: the stream stays alive with heartbeats until it resumes.
          await heartbeatRead;
          stream.send("done", { ok: true });
        },
        { heartbeatMs: 20 },
      ),
    );
    app.get("/fails", (request, reply) =>
      streamEvents(request, reply, async (stream) => {
        stream.send("block", { index: 0 });
        throw new AppError("AI_UNAVAILABLE", "The AI service is not available right now.");
      }),
    );
    app.get("/crashes", (request, reply) =>
      streamEvents(request, reply, async () => {
        throw new Error("database password leaked in message");
      }),
    );
    app.get("/endless", (request, reply) =>
      streamEvents(request, reply, async (stream) => {
        stream.send("block", { index: 0 });
        await new Promise<void>((resolve) => stream.signal.addEventListener("abort", () => resolve()));
        markAborted(true);
      }),
    );
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app.close());

  it("sends events in order with SSE headers, keeps earlier headers and heartbeats", async () => {
    const response = await fetch(`${base}/events`);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const { events, comments } = await readEvents(response, Number.POSITIVE_INFINITY, (count) => {
      if (count >= 2) markHeartbeatRead();
    });
    expect(events).toEqual([
      { event: "block", data: { index: 0, text: "first" } },
      { event: "done", data: { ok: true } },
    ]);
    // The open comment plus at least one heartbeat during the producer's pause.
    expect(comments).toBeGreaterThanOrEqual(2);
  });

  it("turns a thrown AppError into one error event with its code and message", async () => {
    const { events } = await readEvents(await fetch(`${base}/fails`));
    expect(events).toEqual([
      { event: "block", data: { index: 0 } },
      {
        event: "error",
        data: { error: "AI_UNAVAILABLE", message: "The AI service is not available right now." },
      },
    ]);
  });

  it("hides an unexpected error's message", async () => {
    const { events } = await readEvents(await fetch(`${base}/crashes`));
    expect(events).toEqual([
      { event: "error", data: { error: "INTERNAL", message: "Something went wrong on our side." } },
    ]);
  });

  it("aborts the producer's signal when the client disconnects", async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/endless`, { signal: controller.signal });
    const { events } = await readEvents(response, 1);
    expect(events).toHaveLength(1);
    controller.abort();
    await expect(aborted).resolves.toBe(true);
  });
});
