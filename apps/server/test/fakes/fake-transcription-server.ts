import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake transcription server received: its headers and the multipart body's bytes. */
export type TranscriptionRequest = { authorization?: string; contentType: string; body: Buffer };

/**
 * An OpenAI-compatible `/v1/audio/transcriptions` endpoint (as whisper.cpp's and faster-whisper's
 * servers offer): answers `{ text }` with the text it is given, or a status to fail with.
 */
export async function startFakeTranscriptionServer() {
  const requests: TranscriptionRequest[] = [];
  let answer: { text: string } | { status: number } = { text: "" };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/audio/transcriptions") {
        res.writeHead(404).end();
        return;
      }
      requests.push({
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"] ?? "",
        body: Buffer.concat(chunks),
      });
      if ("status" in answer) res.writeHead(answer.status, { "content-type": "application/json" }).end("{}");
      else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** What the next requests answer. */
    answerWith(next: { text: string } | { status: number }) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
