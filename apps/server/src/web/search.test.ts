import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RecordingListener, startRecordingListener } from "../../test/fakes/recording-listener.ts";
import { parseAllowList } from "../lib/fetch-addresses.ts";
import { createGuardedFetcher, type GuardedFetcher } from "../lib/guarded-fetch.ts";
import { createSearchProvider } from "./search.ts";

/** Brave's and Tavily's answers, as their APIs shape them, from one local fake. */
describe("search providers: Brave Search and Tavily by key, SearXNG by address", () => {
  let api: RecordingListener;
  let fetcher: GuardedFetcher;
  beforeAll(async () => {
    api = await startRecordingListener((request, response) => {
      response.setHeader("content-type", "application/json");
      const url = request.url ?? "";
      if (url.startsWith("/res/v1/web/search")) {
        if (request.headers["x-subscription-token"] !== "brave-key") {
          response.statusCode = 401;
          return response.end("{}");
        }
        return response.end(
          JSON.stringify({
            web: {
              results: [
                {
                  url: "https://nodejs.org/en/about/previous-releases",
                  title: "Node.js <strong>Releases</strong>",
                  description: "Major Node.js versions enter <b>Active LTS</b>.",
                },
                { url: "javascript:alert(1)", title: "bad", description: "" },
              ],
            },
          }),
        );
      }
      if (url === "/search" && request.method === "POST") {
        let body = "";
        request.on("data", (chunk) => {
          body += chunk;
        });
        request.on("end", () => {
          const asked = JSON.parse(body) as { query: string; max_results: number };
          response.end(
            JSON.stringify({
              query: asked.query,
              results: [
                {
                  url: "https://example.org/lts",
                  title: "LTS schedule",
                  content: `About ${asked.query}`,
                  score: 0.9,
                },
              ],
              auth: request.headers.authorization,
            }),
          );
        });
        return;
      }
      if (url.startsWith("/search?")) {
        return response.end(
          JSON.stringify({ results: [{ url: "https://example.net/a", title: "A", content: "Snippet" }] }),
        );
      }
      response.statusCode = 404;
      response.end("{}");
    });
    fetcher = createGuardedFetcher({
      allow: parseAllowList("127.0.0.1"),
      userAgent: "BrainyBot/test",
      timeoutMs: 5_000,
      idleMs: 2_000,
    });
  });
  afterAll(async () => {
    await fetcher.close();
    await api.close();
  });

  it("Brave: the key in its header; tags stripped from titles and snippets; only web addresses kept", async () => {
    const brave = createSearchProvider(
      { SEARCH_PROVIDER: "brave", SEARCH_BASE_URL: api.url, SEARCH_API_KEY: "brave-key" },
      fetcher,
    )!;
    expect(await brave.search("node lts", { limit: 5 })).toEqual([
      {
        url: "https://nodejs.org/en/about/previous-releases",
        title: "Node.js Releases",
        snippet: "Major Node.js versions enter Active LTS.",
      },
    ]);
    const wrongKey = createSearchProvider(
      { SEARCH_PROVIDER: "brave", SEARCH_BASE_URL: api.url, SEARCH_API_KEY: "nope" },
      fetcher,
    )!;
    await expect(wrongKey.search("node", { limit: 5 })).rejects.toThrow(/answered 401/);
  });

  it("Tavily: a POST with the key as a bearer token; SearXNG: its JSON format", async () => {
    const tavily = createSearchProvider(
      { SEARCH_PROVIDER: "tavily", SEARCH_BASE_URL: api.url, SEARCH_API_KEY: "tvly-key" },
      fetcher,
    )!;
    expect(await tavily.search("node lts", { limit: 3 })).toEqual([
      { url: "https://example.org/lts", title: "LTS schedule", snippet: "About node lts" },
    ]);
    const post = api.requests.find((r) => r.url === "/search");
    expect(post?.headers.authorization).toBe("Bearer tvly-key");
    const searxng = createSearchProvider({ SEARCH_PROVIDER: "searxng", SEARCH_BASE_URL: api.url }, fetcher)!;
    expect(await searxng.search("a", { limit: 3, language: "en" })).toHaveLength(1);
    expect(api.requests.at(-1)?.url).toBe("/search?q=a&format=json&language=en");
    expect(createSearchProvider({ SEARCH_PROVIDER: "none" }, fetcher)).toBeNull();
  });
});
