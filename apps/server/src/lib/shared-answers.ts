import { deepFreeze } from "../db/read-memo.ts";

/**
 * Answers derived from a memoized read's facts (deeply frozen, shared by every caller while they
 * are current, see db/read-memo.ts) are derived once per facts and kept with them; their JSON is
 * written once per answer and route (the serializer in app.ts). A hot screen read again with
 * nothing written then costs neither the mapping nor the response schema's encoding.
 */
const derivedOf = new WeakMap<object, Map<string, Derived>>();
type Derived = { variant: string; answer: object };
const shared = new WeakSet<object>();
/** The source of the derivation each name stands for: one name, one derivation. */
const derivationOf = new Map<string, string>();

/**
 * `derive(facts, variant)`, once per frozen `facts` (a memoized read's answer), `name` and
 * `variant`; facts that are not frozen (read inside a transaction) are derived every time. `name`
 * stands for one derivation across the app ("goals-list"): two names never share an answer, and a
 * name given a derivation of another text throws. `derive` must depend on nothing but its
 * arguments; `variant` names whatever else the answer depends on (the learner's local date, say),
 * and only the latest variant is kept.
 */
export function deriveOnce<F extends object, A extends object>(
  name: string,
  facts: F,
  derive: (facts: F, variant: string) => A,
  variant = "",
): A {
  if (!Object.isFrozen(facts)) return derive(facts, variant);
  let derived = derivedOf.get(facts);
  if (!derived) {
    derived = new Map();
    derivedOf.set(facts, derived);
  }
  const kept = derived.get(name);
  if (kept && kept.variant === variant) return kept.answer as A;
  const source = String(derive);
  const known = derivationOf.get(name);
  if (known === undefined) derivationOf.set(name, source);
  else if (known !== source) throw new Error(`deriveOnce: "${name}" already names another derivation`);
  const answer = derive(facts, variant);
  deepFreeze(answer);
  shared.add(answer);
  derived.set(name, { variant, answer });
  return answer;
}

/** Wraps a route's serializer: a shared answer's JSON is written once and then reused. */
export function reusingSharedJson(serialize: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, { json: string; bytes: Buffer }>();
  return (data) => {
    if (typeof data !== "object" || data === null || !shared.has(data)) return serialize(data);
    let kept = written.get(data);
    if (kept === undefined) {
      const json = serialize(data);
      kept = { json, bytes: Buffer.from(json) };
      written.set(data, kept);
    }
    recent[next] = kept;
    next = (next + 1) % recent.length;
    return kept.json;
  };
}

/**
 * The shared answers' JSON last handed out, with its UTF-8 bytes: sending those instead of the
 * string spares the server measuring and encoding a large answer on every read (for a 70 KiB
 * answer, most of its cost). A ring of the latest few; a miss is only the string sent as before.
 */
const recent: ({ json: string; bytes: Buffer } | undefined)[] = new Array(16).fill(undefined);
let next = 0;

/**
 * An `onSend` hook's payload as the bytes of a shared answer's JSON when it is one (the very string
 * the serializer returned: compared by identity first, and a string of another length at once).
 */
export function sharedJsonBytes<P>(payload: P): P | Buffer {
  if (typeof payload !== "string") return payload;
  for (const kept of recent) if (kept !== undefined && kept.json === payload) return kept.bytes;
  return payload;
}
