import robotsParserModule from "robots-parser";
import { FetchRefused, type GuardedFetcher } from "./guarded-fetch.ts";

// The package's types declare a default export its CommonJS module is; at run time the import is the function.
const robotsParser = robotsParserModule as unknown as (
  url: string,
  contents: string,
) => { isAllowed(url: string, ua?: string): boolean | undefined };

/** The name robots.txt rules are matched against (the user agent's product token). */
export const ROBOTS_AGENT = "BrainyBot";
const KEEP_MS = 60 * 60 * 1000;
const MAX_KEPT = 500;

/**
 * robots.txt, honoured when Brainy reads pages beyond the one a learner gave it (search results a
 * lesson check reads). Each origin's file is fetched through the guarded fetcher once an hour; a
 * missing file, or one that cannot be fetched for a reason other than a refused address, allows all.
 */
export function createRobotsCheck(fetcher: GuardedFetcher): (url: string) => Promise<boolean> {
  const kept = new Map<string, { at: number; allows: (url: string) => boolean }>();
  return async (url) => {
    const origin = new URL(url).origin;
    const now = Date.now();
    let entry = kept.get(origin);
    if (!entry || now - entry.at > KEEP_MS) {
      entry = { at: now, allows: await readRobots(fetcher, origin) };
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(origin, entry);
    }
    return entry.allows(url);
  };
}

async function readRobots(fetcher: GuardedFetcher, origin: string): Promise<(url: string) => boolean> {
  const robotsUrl = `${origin}/robots.txt`;
  try {
    const response = await fetcher.fetch({
      url: robotsUrl,
      accept: ["text/plain"],
      maxBytes: 512 * 1024,
      timeoutMs: 5_000,
    });
    const robots = robotsParser(robotsUrl, response.body.toString("utf8"));
    return (url) => robots.isAllowed(url, ROBOTS_AGENT) !== false;
  } catch (error) {
    if (error instanceof FetchRefused && error.reason === "address") return () => false;
    return () => true;
  }
}
