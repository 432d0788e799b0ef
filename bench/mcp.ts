// MCP tool calls beside the REST calls they wrap (issue 41): one learner with a written course,
// notes and a personal access token; the SDK's own client on /mcp and plain fetch on /api, over
// HTTP on the loopback address, the two interleaved so both meet the same machine load. PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set. Prints p50/p99 of each and the MCP/REST ratio.
import type { Client } from "@modelcontextprotocol/client";
import type { TestContext } from "../apps/server/test/app.ts";
import { writeDemoCourse } from "../apps/server/test/demo-course.ts";
import { createUser } from "../apps/server/test/factories.ts";
import { connectWithToken, listeningTestApp } from "../apps/server/test/mcp-client.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

type Pair = {
  name: string;
  mcp: () => Promise<unknown>;
  rest: () => Promise<unknown>;
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function setUp(t: TestContext & { url: string }) {
  const user = await createUser(t);
  const course = await writeDemoCourse(t, user);
  const auth = { ...user.auth, "content-type": "application/json" };
  for (let i = 0; i < 50; i++)
    await t.app.inject({
      method: "POST",
      url: "/api/notes",
      headers: auth,
      payload: JSON.stringify({
        title: `Note ${i}`,
        content: `Derivatives and rates of change, part ${i}. #calculus`,
      }),
    });
  const made = await t.app.inject({
    method: "POST",
    url: "/api/tokens",
    headers: auth,
    payload: JSON.stringify({ name: "bench", scopes: ["read", "write", "reviews"], expiresInDays: 1 }),
  });
  return { secret: made.json().secret as string, lessonId: course.lessons[0]!.id };
}

function pairs(client: Client, url: string, secret: string, lessonId: string): Pair[] {
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    }).then(async (res) => {
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return res.text();
    });
  const tool = (name: string, args: Record<string, unknown> = {}) =>
    client.callTool({ name, arguments: args }).then((result) => {
      if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
      return result;
    });
  let n = 0;
  return [
    { name: "list_goals vs GET /goals", mcp: () => tool("list_goals"), rest: () => rest("/goals") },
    {
      name: "read_lesson vs GET /lessons/{id}",
      mcp: () => tool("read_lesson", { lessonId }),
      rest: () => rest(`/lessons/${lessonId}`),
    },
    {
      name: "search_my_material vs GET /notes?q= + /sources/search?q=",
      mcp: () => tool("search_my_material", { query: "derivatives" }),
      rest: () => Promise.all([rest("/notes?q=derivatives"), rest("/sources/search?q=derivatives&limit=8")]),
    },
    {
      name: "add_note vs POST /notes",
      mcp: () => tool("add_note", { title: `MCP note ${n++}`, content: "Written by the bench." }),
      rest: () => rest("/notes", { method: "POST", body: JSON.stringify({ title: `REST note ${n++}` }) }),
    },
  ];
}

async function benchOn(databaseUrl: string | undefined): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await listeningTestApp({ RATE_LIMIT_PER_MINUTE: "1000000" });
  if (saved) process.env.TEST_DATABASE_URL = saved;
  try {
    const { secret, lessonId } = await setUp(t);
    const client = await connectWithToken(t.url, secret);
    for (const pair of pairs(client, t.url, secret, lessonId)) {
      const mcp: number[] = [];
      const rest: number[] = [];
      for (let round = 0; round < ROUNDS + WARMUP; round++) {
        const a = await timed(pair.mcp);
        const b = await timed(pair.rest);
        if (round >= WARMUP) {
          mcp.push(a);
          rest.push(b);
        }
      }
      const ratio = percentile(mcp, 50) / percentile(rest, 50);
      console.log(
        `${t.handle.kind.padEnd(8)} ${pair.name}: MCP p50 ${ms(percentile(mcp, 50))} p99 ${ms(percentile(mcp, 99))} | REST p50 ${ms(percentile(rest, 50))} p99 ${ms(percentile(rest, 99))} | p50 ratio ${ratio.toFixed(2)}`,
      );
    }
    await client.close();
  } finally {
    await t.close();
  }
}

console.log(
  `MCP tool calls beside REST (${ROUNDS} rounds each, interleaved, after ${WARMUP} warm-up rounds)`,
);
await benchOn(undefined);
if (process.env.TEST_DATABASE_URL) await benchOn(process.env.TEST_DATABASE_URL);
