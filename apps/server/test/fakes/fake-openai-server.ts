import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake server received. */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are arbitrary JSON the tests inspect freely.
  body: any;
  at: number;
  /** When a streamed answer's first content (or tool-input) piece was sent (Date.now()). */
  firstTokenAt?: number;
};

/** How an answer ends and what it carries besides its text: a finish reason ("length" = cut off), a tool call. */
type AnswerShape = {
  /** Default "stop" ("tool_calls" with `tool`). */
  finishReason?: string;
  /** Answer as a call of the request's first tool, with these arguments (the content is then ignored). */
  tool?: { arguments: string };
  /** Reported reasoning tokens (completion_tokens_details.reasoning_tokens). */
  reasoningTokens?: number;
};

/** What the fake server answers to the next request. */
export type FakeReply =
  | ({ kind: "json"; content: string; usage?: { prompt: number; completion: number } } & AnswerShape)
  | ({
      kind: "sse";
      content: string;
      usage?: { prompt: number; completion: number };
      pieces?: number;
      /** Pause before each content piece, to watch a stream arrive. */
      delayMs?: number;
      /** Pause before the first piece (a slow model's time to first token). */
      firstDelayMs?: number;
    } & AnswerShape)
  | { kind: "status"; status: number; headers?: Record<string, string>; body?: unknown }
  | { kind: "hang" }
  | { kind: "custom"; handle(req: RecordedRequest, res: ServerResponse): void };

export type FakeServer = {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies, answered in order; when empty, requests answer 500. */
  reply(...replies: FakeReply[]): void;
  /**
   * A standing answer for requests that match (e.g. a task the server runs in the background
   * beside the one under test): they neither take queued replies nor show in `requests`. Answers
   * a function that withdraws it.
   */
  answer(match: (request: RecordedRequest) => boolean, reply: FakeReply): () => void;
  /** Forgets recorded requests and queued replies. */
  reset(): void;
  close(): Promise<void>;
};

/** The name of the request's first tool (what a tool-call answer calls). */
// biome-ignore lint/suspicious/noExplicitAny: arbitrary JSON.
const toolNameOf = (body: any) => String(body?.tools?.[0]?.function?.name ?? "answer");

const usageOf = (usage = { prompt: 0, completion: 0 }, shape: AnswerShape = {}) => ({
  prompt_tokens: usage.prompt,
  completion_tokens: usage.completion,
  total_tokens: usage.prompt + usage.completion,
  ...(shape.reasoningTokens
    ? { completion_tokens_details: { reasoning_tokens: shape.reasoningTokens } }
    : {}),
});

const completion = (
  model: string,
  content: string,
  usage = { prompt: 0, completion: 0 },
  shape: AnswerShape = {},
  toolName = "answer",
) => ({
  id: "chatcmpl-fake",
  object: "chat.completion",
  created: 1_700_000_000,
  model,
  choices: [
    {
      index: 0,
      message: shape.tool
        ? {
            role: "assistant",
            content: null,
            tool_calls: [
              {
                id: "call_1",
                type: "function",
                function: { name: toolName, arguments: shape.tool.arguments },
              },
            ],
          }
        : { role: "assistant", content },
      finish_reason: shape.finishReason ?? (shape.tool ? "tool_calls" : "stop"),
    },
  ],
  usage: usageOf(usage, shape),
});

/** Writes an OpenAI chat-completions stream: content split into pieces, a finish chunk, a usage chunk, [DONE]. */
async function writeSse(
  res: ServerResponse,
  model: string,
  content: string,
  usage = { prompt: 0, completion: 0 },
  pieces = 4,
  delayMs = 0,
  shape: AnswerShape & { firstDelayMs?: number } = {},
  toolName = "answer",
  recorded?: RecordedRequest,
) {
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  const base = { id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1_700_000_000, model };
  const text = shape.tool ? shape.tool.arguments : content;
  const size = Math.max(1, Math.ceil(text.length / pieces));
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  const first = shape.tool
    ? {
        role: "assistant",
        tool_calls: [
          { index: 0, id: "call_1", type: "function", function: { name: toolName, arguments: "" } },
        ],
      }
    : { role: "assistant", content: "" };
  send({ ...base, choices: [{ index: 0, delta: first, finish_reason: null }] });
  if (shape.firstDelayMs) await new Promise((resolve) => setTimeout(resolve, shape.firstDelayMs));
  for (let i = 0; i < text.length; i += size) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    const piece = text.slice(i, i + size);
    const delta = shape.tool
      ? { tool_calls: [{ index: 0, function: { arguments: piece } }] }
      : { content: piece };
    send({ ...base, choices: [{ index: 0, delta, finish_reason: null }] });
    if (recorded) recorded.firstTokenAt ??= Date.now();
  }
  const finishReason = shape.finishReason ?? (shape.tool ? "tool_calls" : "stop");
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: finishReason }] });
  send({ ...base, choices: [], usage: usageOf(usage, shape) });
  res.end("data: [DONE]\n\n");
}

/** Starts a fake OpenAI-compatible chat-completions server on 127.0.0.1 with a random port. */
export async function startFakeOpenAiServer(): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  const standing: { match: (request: RecordedRequest) => boolean; reply: FakeReply }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      // biome-ignore lint/suspicious/noExplicitAny: arbitrary JSON.
      let body: any = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {}
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        at: Date.now(),
      };
      const routed = standing.find((s) => s.match(recorded));
      if (!routed) requests.push(recorded);
      const reply = routed?.reply ??
        queue.shift() ?? {
          kind: "status",
          status: 500,
          body: { error: { message: "no reply queued" } },
        };
      const model = String(body?.model ?? "fake-model");
      if (reply.kind === "json") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(completion(model, reply.content, reply.usage, reply, toolNameOf(body))));
      } else if (reply.kind === "sse") {
        void writeSse(
          res,
          model,
          reply.content,
          reply.usage,
          reply.pieces,
          reply.delayMs,
          reply,
          toolNameOf(body),
          recorded,
        );
      } else if (reply.kind === "status") {
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        res.end(
          JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: "fake_error" } }),
        );
      } else if (reply.kind === "custom") {
        reply.handle(recorded, res);
      }
      // "hang": never answer; close() drops the socket.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => void queue.push(...replies),
    answer: (match, reply) => {
      const entry = { match, reply };
      standing.push(entry);
      return () => void standing.splice(standing.indexOf(entry), 1);
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** True for a request of the AI task whose instructions contain `phrase`. */
export function isTaskRequest(request: RecordedRequest, phrase: string): boolean {
  return JSON.stringify(request.body ?? "").includes(phrase);
}
