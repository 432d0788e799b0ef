// What the service worker (apps/web/sw/sw.ts) keeps for offline use, shared with the page, which
// deletes those caches when the session ends. No DOM here: the worker imports it too.

/** API GET answers, keyed by URL and user. */
export const API_CACHE = "brainy-api-v1";
/** /media/ files: lesson illustrations and narration. */
export const MEDIA_CACHE = "brainy-media-v1";
/** The caches holding a learner's data (the precached shell is nobody's). */
export const USER_CACHES = [API_CACHE, MEDIA_CACHE] as const;

/**
 * API paths whose answers are not kept: event streams, private files, exports, feeds, sign-in,
 * access tokens and OAuth consent (checked live), and the server's own status.
 */
const NOT_KEPT =
  /^\/api\/(health|auth\/|dev\/|tokens|oauth\/|calendar|review\/export|.*\/file$|.*-stream$|.*\/stream$|.*\/export)/;

/** True for an /api/ path whose GET answers the worker keeps for offline reading. */
export function isCachedApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") && !NOT_KEPT.test(pathname);
}

/**
 * The user id (`sub`) of a bearer token, read without checking it: only to key the cache (the
 * server checks every token). Null without a readable token.
 */
export function userOfToken(authorization: string | null): string | null {
  if (!authorization?.startsWith("Bearer ")) return null;
  const payload = authorization.slice(7).split(".")[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown };
    return typeof json.sub === "string" && json.sub ? json.sub : null;
  } catch {
    return null;
  }
}

/** Deletes the caches holding the signed-in learner's data (sign-out, an expired session). */
export async function deleteUserCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(USER_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
