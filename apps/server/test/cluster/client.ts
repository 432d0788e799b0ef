/** A browser-like client of the cluster: JSON calls and event streams through the balancer. */

export type Answer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely, as JSON.parse gives them.
  body: any;
  servedBy: string | null;
  headers: Headers;
};

/** Which instance should answer (HAProxy's `x-brainy-instance` rule); unset: round robin. */
export type Pin = "a" | "b" | undefined;

export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; pin?: Pin; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.pin) headers["x-brainy-instance"] = options.pin;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, servedBy: res.headers.get("x-served-by"), headers: res.headers };
}

const PASSWORD = "Cluster!Passw0rd-long-enough";

/** Registers a learner as the register form does and plans their goal as the planner screens do. */
export async function registerWithPlan(base: string, name: string) {
  const registered = await call(base, "POST", "/api/auth/register", {
    body: { username: name, email: `${name}@example.com`, password: PASSWORD },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const token = registered.body.token as string;
  const plan = await call(base, "POST", "/api/goals/plan", {
    token,
    body: { goal: "Learn Python for data analysis" },
  });
  if (plan.status !== 200) throw new Error(`plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  const goal = await call(base, "POST", "/api/goals/with-plan", {
    token,
    body: { description: "Learn Python for data analysis", courses: plan.body.goal.courses },
  });
  if (goal.status !== 201) throw new Error(`with-plan: ${goal.status} ${JSON.stringify(goal.body)}`);
  const data = await call(base, "GET", "/api/learningplan/optimized-data", { token });
  const firstSection = data.body.roadmaps[0].id as string;
  const lessonIds = (data.body.lessonsForRoadmaps[firstSection] as { id: string }[]).map((l) => l.id);
  return {
    token,
    userId: data.body.user.id as string,
    goalId: goal.body.id as string,
    lessonIds,
    servedBy: [registered.servedBy, plan.servedBy, goal.servedBy, data.servedBy],
  };
}

// biome-ignore lint/suspicious/noExplicitAny: event payloads are read freely.
export type StreamEvent = { event: string; data: any; at: number };

/**
 * Reads an event stream as the lesson page does (fetch with the bearer token) until it ends or
 * breaks; `onEvent` sees each event as it arrives. Answers the events and whether the connection
 * broke before the stream ended.
 */
export async function readStream(
  url: string,
  options: {
    token: string;
    pin?: Pin;
    onEvent?: (event: StreamEvent) => void;
    /** A POST with this JSON body (the chat's stream); a GET without it. */
    body?: unknown;
  },
): Promise<{ status: number; servedBy: string | null; events: StreamEvent[]; broken: boolean }> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.token}`,
    accept: "text/event-stream",
  };
  if (options.pin) headers["x-brainy-instance"] = options.pin;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url, {
    headers,
    method: options.body === undefined ? "GET" : "POST",
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const events: StreamEvent[] = [];
  const servedBy = res.headers.get("x-served-by");
  if (!res.ok || !res.body) return { status: res.status, servedBy, events, broken: false };
  const decoder = new TextDecoder();
  let buffer = "";
  let broken = false;
  try {
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
        const raw = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const name = /^event: (.*)$/m.exec(raw)?.[1];
        const data = /^data: (.*)$/m.exec(raw)?.[1];
        if (!name || data === undefined) continue;
        const event = { event: name, data: JSON.parse(data), at: Date.now() };
        events.push(event);
        options.onEvent?.(event);
      }
    }
  } catch {
    broken = true;
  }
  const last = events.at(-1)?.event;
  if (last !== "done" && last !== "error") broken = true;
  return { status: res.status, servedBy, events, broken };
}

/** The indexes of the stream's block events, in the order they came. */
export const blockIndexes = (events: StreamEvent[]) =>
  events.filter((e) => e.event === "block").map((e) => e.data.index as number);
