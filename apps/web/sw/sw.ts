/// <reference lib="webworker" />
// The service worker (ADR 0026), built by vite-plugin-pwa (injectManifest) into dist/sw.js.
// - The app shell (the built JS, CSS, fonts, icons and index.html) is precached; a navigation
//   goes to the network first (the server adds each path's preloads) and falls back to the
//   cached index.html offline.
// - The API's GET answers are kept per user (the bearer token's subject is part of the cache
//   key) and served only when the network fails; event streams, downloads, exports and every
//   non-GET request are never touched. The page deletes these caches on sign-out.
// - /media/ files (lesson illustrations, narration) are kept once fetched, range requests
//   answered from the whole file.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { createPartialResponse } from "workbox-range-requests";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { API_CACHE, isCachedApiPath, MEDIA_CACHE, userOfToken } from "../src/lib/offline-caches.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new version waits until the page asks it to take over ('New version available — Reload').
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache("/index.html")) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/media\//] },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** The cache key of an API answer: its URL with the user it was for. */
function apiCacheKey(request: Request, userId: string): string {
  const url = new URL(request.url);
  url.searchParams.set("__user", userId);
  return url.href;
}

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === "GET" &&
    isCachedApiPath(url.pathname) &&
    !(request.headers.get("accept") ?? "").includes("text/event-stream") &&
    userOfToken(request.headers.get("authorization")) !== null,
  async ({ request, event }) => {
    const userId = userOfToken(request.headers.get("authorization"))!;
    const key = apiCacheKey(request, userId);
    try {
      const response = await fetch(request);
      if (response.status === 200) {
        const copy = response.clone();
        (event as FetchEvent).waitUntil(caches.open(API_CACHE).then((cache) => cache.put(key, copy)));
      }
      return response;
    } catch {
      const cache = await caches.open(API_CACHE);
      const cached = (await cache.match(key)) ?? (await noteFromKeptList(cache, request, userId));
      return cached ?? Response.error();
    }
  },
);

/**
 * Offline, a note never opened on its own is answered from the kept notes list (which carries each
 * note whole): every note the learner has listed reads offline.
 */
async function noteFromKeptList(cache: Cache, request: Request, userId: string): Promise<Response | null> {
  const id = /^\/api\/notes\/([0-9a-f-]{36})$/.exec(new URL(request.url).pathname)?.[1];
  if (!id) return null;
  const list = await cache.match(apiCacheKey(new Request(new URL("/api/notes", request.url)), userId));
  const notes = list ? ((await list.json().catch(() => null)) as Array<{ id?: string }> | null) : null;
  const note = Array.isArray(notes) ? notes.find((item) => item.id === id) : undefined;
  return note ? Response.json(note) : null;
}

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === "GET" && url.pathname.startsWith("/media/"),
  async ({ request, event }) => {
    const cache = await caches.open(MEDIA_CACHE);
    const whole = await cache.match(request.url);
    if (whole) return request.headers.has("range") ? createPartialResponse(request, whole) : whole;
    if (request.headers.has("range")) {
      // Played while online: the range from the network now, the whole file kept for later.
      (event as FetchEvent).waitUntil(cache.add(request.url).catch(() => undefined));
      return fetch(request);
    }
    const response = await fetch(request);
    if (response.status === 200) {
      const copy = response.clone();
      (event as FetchEvent).waitUntil(cache.put(request.url, copy));
    }
    return response;
  },
);
