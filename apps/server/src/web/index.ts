import type { Config } from "../config.ts";
import { parseAllowList } from "../lib/fetch-addresses.ts";
import { createGuardedFetcher, type GuardedFetcher, type Resolver } from "../lib/guarded-fetch.ts";
import { createRobotsCheck } from "../lib/robots.ts";
import { createSearchProvider, type SearchProvider } from "./search.ts";

/** What the server reads from the open web with (issue 41, ADR 0039); built once in app.ts. */
export type WebAccess = {
  /** Every request to an address a learner or a page gave. */
  fetcher: GuardedFetcher;
  /** robots.txt, for pages read beyond the one a learner gave (a lesson check's results). */
  robotsAllow(url: string): Promise<boolean>;
  /** The largest web page a link source reads. */
  pageMaxBytes: number;
  /** Where video captions are read (YOUTUBE_BASE_URL). */
  youtubeBaseUrl: string;
  /** The configured search engine, or null: 'Check this lesson' then says what to configure. */
  search: SearchProvider | null;
  close(): Promise<void>;
};

export type WebConfig = Pick<
  Config,
  | "FETCH_ALLOW_PRIVATE"
  | "FETCH_TIMEOUT_MS"
  | "FETCH_IDLE_TIMEOUT_MS"
  | "FETCH_MAX_PAGE_BYTES"
  | "YOUTUBE_BASE_URL"
  | "SEARCH_PROVIDER"
  | "SEARCH_BASE_URL"
  | "SEARCH_API_KEY"
  | "PUBLIC_URL"
  | "version"
>;

export function createWebAccess(config: WebConfig, options: { resolve?: Resolver } = {}): WebAccess {
  const userAgent = `BrainyBot/${config.version} (+${config.PUBLIC_URL}; Brainy AI fetching a page a learner asked for)`;
  const limits = { userAgent, timeoutMs: config.FETCH_TIMEOUT_MS, idleMs: config.FETCH_IDLE_TIMEOUT_MS };
  const fetcher = createGuardedFetcher({
    ...limits,
    allow: parseAllowList(config.FETCH_ALLOW_PRIVATE),
    resolve: options.resolve,
  });
  // The search API is the operator's own address (a SearXNG may be on the intranet): its fetcher may reach that host.
  const searchHost = config.SEARCH_BASE_URL ? new URL(config.SEARCH_BASE_URL).hostname : "";
  const searchFetcher =
    config.SEARCH_PROVIDER === "none"
      ? null
      : createGuardedFetcher({
          ...limits,
          allow: parseAllowList(
            [config.FETCH_ALLOW_PRIVATE, searchHost.replace(/^\[|\]$/g, "")].filter(Boolean).join(","),
          ),
          resolve: options.resolve,
        });
  return {
    fetcher,
    robotsAllow: createRobotsCheck(fetcher),
    pageMaxBytes: config.FETCH_MAX_PAGE_BYTES,
    youtubeBaseUrl: config.YOUTUBE_BASE_URL,
    search: searchFetcher ? createSearchProvider(config, searchFetcher) : null,
    async close() {
      await Promise.all([fetcher.close(), searchFetcher?.close()]);
    },
  };
}
