/** Parses a whole event-stream body (as app.inject answers it) into its events, in order. */
// biome-ignore lint/suspicious/noExplicitAny: tests read event payloads freely, as JSON.parse answers them.
export function parseEvents(body: string): { event: string; data: any }[] {
  return body
    .split("\n\n")
    .filter((chunk) => chunk.startsWith("event:"))
    .map((chunk) => ({
      event: /^event: (.*)$/m.exec(chunk)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(chunk)![1]!),
    }));
}

/** One event read over HTTP, with when it arrived. */
// biome-ignore lint/suspicious/noExplicitAny: tests read event payloads freely, as JSON.parse answers them.
export type TimedEvent = { event: string; data: any; at: number };

/** Reads an event stream over HTTP as it arrives, noting when each event came (for first-token timings). */
export async function readTimedEvents(response: Response): Promise<TimedEvent[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const events: TimedEvent[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += value;
    const end = buffer.lastIndexOf("\n\n");
    if (end < 0) continue;
    const at = Date.now();
    for (const event of parseEvents(buffer.slice(0, end + 2))) events.push({ ...event, at });
    buffer = buffer.slice(end + 2);
  }
}
