import type { z } from "zod";
import { ApiError, errorFromResponse, readResponseBody, sendRequest } from "./api-client.ts";

/** One server-sent event: its name and raw data line(s). */
export type RawEvent = { event: string; data: string };

/**
 * Splits a text/event-stream into events, across chunk boundaries: `event:` names, `data:` lines
 * (several join with newlines), comments (`:`) ignored. Feed chunks, get complete events back.
 */
export function createEventParser(): (chunk: string) => RawEvent[] {
  let buffer = "";
  return (chunk) => {
    buffer += chunk.replaceAll("\r\n", "\n");
    const events: RawEvent[] = [];
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      if (data.length > 0) events.push({ event, data: data.join("\n") });
      end = buffer.indexOf("\n\n");
    }
    return events;
  };
}

type Handlers<S extends Record<string, z.ZodType>> = {
  [K in keyof S]?: (data: z.output<S[K]>) => void;
};

/**
 * Reads an event stream from the API with the stored bearer token (EventSource cannot send it).
 * Each event named in `schemas` is parsed with its contract schema and handed to its handler; an
 * `error` event rejects with an ApiError carrying its code. Errors before the stream opens (JSON
 * 4xx) go through the api client's rules (401, 402). Resolves when the server ends the stream.
 */
export async function readEventStream<S extends Record<string, z.ZodType>>(
  path: string,
  options: { schemas: S; on: Handlers<S>; signal?: AbortSignal; method?: "GET" | "POST"; body?: unknown },
): Promise<void> {
  const { response, sentToken } = await sendRequest(path, { ...options, accept: "text/event-stream" });
  if (!response.ok || !response.body) {
    // Errors before the stream opens are JSON: the api client's rules apply (session expiry, upgrade modal).
    throw errorFromResponse(response, await readResponseBody(response), sentToken);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createEventParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const raw of parse(value)) {
      const data = JSON.parse(raw.data) as unknown;
      if (raw.event === "error") {
        const body = data as { error?: string; message?: string; details?: Record<string, unknown> };
        throw new ApiError(
          500,
          body.error ?? "UNKNOWN",
          body.message ?? "The stream failed.",
          body,
          body.details,
        );
      }
      const schema = options.schemas[raw.event];
      const handler = options.on[raw.event as keyof S];
      if (schema && handler) (handler as (value: unknown) => void)(schema.parse(data));
    }
  }
}
