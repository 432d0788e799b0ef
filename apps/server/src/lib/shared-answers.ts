import { deepFreeze } from "../db/read-memo.ts";

/**
 * Answers derived from a memoized read's facts (deeply frozen, shared by every caller while they
 * are current, see db/read-memo.ts) are derived once per facts and kept with them; their JSON is
 * written once per answer and route (the serializer in app.ts). A hot screen read again with
 * nothing written then costs neither the mapping nor the response schema's encoding.
 */
const derivedOf = new WeakMap<object, Map<(facts: never) => unknown, unknown>>();
const shared = new WeakSet<object>();

/**
 * `derive(facts)`, once per frozen `facts` (a memoized read's answer) and `derive` function; facts
 * that are not frozen (read inside a transaction) are derived every time. `derive` must depend on
 * nothing but the facts (no clock, no caller input).
 */
export function deriveOnce<F extends object, A extends object>(facts: F, derive: (facts: F) => A): A {
  if (!Object.isFrozen(facts)) return derive(facts);
  let derived = derivedOf.get(facts);
  if (!derived) {
    derived = new Map();
    derivedOf.set(facts, derived);
  }
  let answer = derived.get(derive) as A | undefined;
  if (!answer) {
    answer = derive(facts);
    deepFreeze(answer);
    shared.add(answer);
    derived.set(derive, answer);
  }
  return answer;
}

/** Wraps a route's serializer: a shared answer's JSON is written once and then reused. */
export function reusingSharedJson(serialize: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== "object" || data === null || !shared.has(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
}
