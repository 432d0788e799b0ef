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
