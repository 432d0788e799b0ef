import { z } from "zod";
import type { GuardedFetcher } from "../lib/guarded-fetch.ts";

/** One web search result: the page and the words the engine shows for it. */
export type SearchResult = { url: string; title: string; snippet: string };

/** A web search engine behind one interface (SEARCH_PROVIDER): SearXNG, Brave Search or Tavily. */
export type SearchProvider = {
  name: "searxng" | "brave" | "tavily";
  search(
    query: string,
    options: { limit: number; language?: string; signal?: AbortSignal },
  ): Promise<SearchResult[]>;
};

export type SearchConfig = {
  SEARCH_PROVIDER: "none" | "searxng" | "brave" | "tavily";
  SEARCH_BASE_URL?: string;
  SEARCH_API_KEY?: string;
};

const JSON_TYPES = ["application/json"] as const;
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

const SearxngAnswer = z.object({
  results: z
    .array(z.object({ url: z.string(), title: z.string().default(""), content: z.string().nullish() }))
    .default([]),
});
const BraveAnswer = z.object({
  web: z
    .object({
      results: z
        .array(
          z.object({ url: z.string(), title: z.string().default(""), description: z.string().nullish() }),
        )
        .default([]),
    })
    .optional(),
});
const TavilyAnswer = z.object({
  results: z
    .array(z.object({ url: z.string(), title: z.string().default(""), content: z.string().nullish() }))
    .default([]),
});

/** Keeps http(s) results only, tags stripped from the engine's snippets, at most `limit`. */
function clean(
  results: { url: string; title: string; snippet?: string | null }[],
  limit: number,
): SearchResult[] {
  const strip = (text: string) =>
    text
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return results
    .filter((r) => /^https?:\/\//i.test(r.url))
    .slice(0, limit)
    .map((r) => ({
      url: r.url,
      title: strip(r.title) || r.url,
      snippet: strip(r.snippet ?? "").slice(0, 500),
    }));
}

/**
 * The configured search engine, or null (SEARCH_PROVIDER=none). Its API is the operator's own
 * address, fetched through a guarded fetcher that may reach it (a SearXNG on the intranet).
 */
export function createSearchProvider(config: SearchConfig, fetcher: GuardedFetcher): SearchProvider | null {
  const provider = config.SEARCH_PROVIDER;
  if (provider === "none") return null;
  const parse = async <T>(schema: z.ZodType<T>, request: Parameters<GuardedFetcher["fetch"]>[0]) => {
    const answer = await fetcher.fetch(request);
    return schema.parse(JSON.parse(answer.body.toString("utf8")));
  };
  if (provider === "searxng") {
    const base = config.SEARCH_BASE_URL!.replace(/\/+$/, "");
    return {
      name: provider,
      async search(query, options) {
        const params = new URLSearchParams({ q: query, format: "json" });
        if (options.language) params.set("language", options.language);
        const answer = await parse(SearxngAnswer, {
          url: `${base}/search?${params}`,
          accept: JSON_TYPES,
          maxBytes: MAX_ANSWER_BYTES,
          signal: options.signal,
        });
        return clean(
          answer.results.map((r) => ({ ...r, snippet: r.content })),
          options.limit,
        );
      },
    };
  }
  if (provider === "brave") {
    const base = (config.SEARCH_BASE_URL ?? "https://api.search.brave.com").replace(/\/+$/, "");
    return {
      name: provider,
      async search(query, options) {
        const params = new URLSearchParams({ q: query, count: String(options.limit) });
        const answer = await parse(BraveAnswer, {
          url: `${base}/res/v1/web/search?${params}`,
          accept: JSON_TYPES,
          maxBytes: MAX_ANSWER_BYTES,
          headers: { "x-subscription-token": config.SEARCH_API_KEY ?? "" },
          signal: options.signal,
        });
        return clean(
          (answer.web?.results ?? []).map((r) => ({ ...r, snippet: r.description })),
          options.limit,
        );
      },
    };
  }
  const base = (config.SEARCH_BASE_URL ?? "https://api.tavily.com").replace(/\/+$/, "");
  return {
    name: provider,
    async search(query, options) {
      const answer = await parse(TavilyAnswer, {
        url: `${base}/search`,
        method: "POST",
        accept: JSON_TYPES,
        maxBytes: MAX_ANSWER_BYTES,
        headers: {
          authorization: `Bearer ${config.SEARCH_API_KEY ?? ""}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ query, max_results: options.limit }),
        signal: options.signal,
      });
      return clean(
        answer.results.map((r) => ({ ...r, snippet: r.content })),
        options.limit,
      );
    },
  };
}
