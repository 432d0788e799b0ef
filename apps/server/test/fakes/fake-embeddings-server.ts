import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Words the fake model reads as one meaning: a query can share none of a passage's words and still
 * land near it, as with a real embedding model (and only through embeddings: full-text search
 * cannot find it).
 */
const CONCEPTS: Record<string, string> = {
  mitochondria: "mitochondria",
  mitochondrion: "mitochondria",
  organelle: "mitochondria",
  organelles: "mitochondria",
  powerhouse: "powerhouse",
  factory: "powerhouse",
  factories: "powerhouse",
  atp: "energy",
  fuel: "energy",
  energy: "energy",
  photosynthesis: "photosynthesis",
  chloroplasts: "photosynthesis",
  greenery: "photosynthesis",
  foliage: "photosynthesis",
  light: "sun",
  sunshine: "sun",
  krebs: "krebs",
  citric: "krebs",
  lemony: "krebs",
  loop: "cycle",
  cycle: "cycle",
  wheel: "cycle",
};
const STOP = new Set(
  "a an and are as at be by for from in is it of on or the this to what which who why how".split(" "),
);

/** FNV-1a: a word's bucket and sign. */
function hash(word: string): number {
  let h = 0x811c9dc5;
  for (const char of word) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** A deterministic embedding: a hashed bag of the text's meanings (CONCEPTS), unit length. */
export function fakeEmbedding(text: string, dimensions: number): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (STOP.has(word)) continue;
    const h = hash(CONCEPTS[word] ?? word);
    v[h % dimensions]! += h & 0x80000000 ? -1 : 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** A fake OpenAI-compatible `/v1/embeddings` server, with switches for the faults tests need. */
export type FakeEmbeddingsServer = {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** Size of the vectors answered (change it to play a model that changed). */
  dimensions: number;
  /** When true, every request answers 500. */
  down: boolean;
  /** The texts of each request received. */
  requests: string[][];
  close(): Promise<void>;
};

export async function startFakeEmbeddingsServer(options: { dimensions?: number } = {}) {
  const state = { dimensions: options.dimensions ?? 32, down: false, requests: [] as string[][] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/embeddings")) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        model: string;
        input: string | string[];
      };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      state.requests.push(input);
      if (fake.down) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "the model is not loaded", type: "server_error" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          object: "list",
          model: body.model,
          data: input.map((text, index) => ({
            object: "embedding",
            index,
            embedding: fakeEmbedding(text, fake.dimensions),
          })),
          usage: { prompt_tokens: input.length, total_tokens: input.length },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeEmbeddingsServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    ...state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
