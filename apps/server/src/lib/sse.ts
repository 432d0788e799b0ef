import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** An open server-sent-events answer. */
export type EventStream = {
  /** Sends one event; `data` is written as one line of JSON. Ignored once closed. */
  send(event: string, data: unknown): void;
  /** Aborts when the client goes away (or the stream is closed): pass it to provider calls. */
  readonly signal: AbortSignal;
  readonly closed: boolean;
  close(): void;
};

/** Open streams per app (keyed by its deps object), so shutdown can end them instead of waiting. */
const openStreams = new WeakMap<object, Set<EventStream>>();

/** Ends every open event stream of an app; call from its onClose hook. */
export function closeEventStreams(appKey: object): void {
  for (const stream of [...(openStreams.get(appKey) ?? [])]) stream.close();
}

/** How an error reaches the client: a stable code and a safe message; 5xx details stay in the log. */
export function errorEventOf(error: unknown): {
  error: string;
  message: string;
  details?: Record<string, unknown>;
} {
  if (error instanceof AppError) {
    return {
      error: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  return { error: "INTERNAL", message: "Something went wrong on our side." };
}

/**
 * Opens a `text/event-stream` answer on `reply`: keeps the headers already set (security headers,
 * request id), disables proxy buffering, sends a comment every `heartbeatMs` so idle proxies keep
 * the connection, and aborts `signal` when the client disconnects.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { heartbeatMs?: number } = {},
): EventStream {
  const controller = new AbortController();
  const raw = reply.raw;
  reply.hijack();
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  raw.write(": stream open\n\n");
  let closed = false;
  const heartbeat = setInterval(() => {
    if (!closed) raw.write(": ping\n\n");
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref();
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    controller.abort(new Error("event stream closed"));
  };
  // The socket closing before we end means the client went away.
  raw.on("close", finish);
  request.raw.on("aborted", finish);
  const appKey = (request.server as { deps?: object }).deps ?? request.server;
  const streams = openStreams.get(appKey) ?? new Set<EventStream>();
  openStreams.set(appKey, streams);
  const stream: EventStream = {
    send(event, data) {
      if (closed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    signal: controller.signal,
    get closed() {
      return closed;
    },
    close() {
      if (closed) return;
      finish();
      raw.end();
    },
  };
  streams.add(stream);
  raw.on("close", () => streams.delete(stream));
  return stream;
}

/**
 * Runs `produce` on a fresh event stream, then closes it. A thrown error becomes one `error` event
 * (`{error, message}`), logged when unexpected; a client that left early is not an error.
 */
export async function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: (stream: EventStream) => Promise<void>,
  options: { heartbeatMs?: number } = {},
): Promise<void> {
  const stream = openEventStream(request, reply, options);
  try {
    await produce(stream);
  } catch (error) {
    if (!stream.closed) {
      const event = errorEventOf(error);
      if (!(error instanceof AppError) || error.status >= 500) {
        request.log.error(
          { err: error instanceof AppError ? (error.cause ?? error) : error },
          "event stream failed",
        );
      }
      stream.send("error", event);
    }
  } finally {
    stream.close();
  }
}
