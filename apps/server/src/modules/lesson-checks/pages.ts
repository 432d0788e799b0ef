import type { Db } from "../../db/client.ts";
import type { LessonCheckPageRow } from "../../db/schema/index.ts";
import type { WebAccess } from "../../web/index.ts";
import type { SearchResult } from "../../web/search.ts";
import { decodePage, readWebPage, searchSources } from "../sources/index.ts";

/** Pages one check reads at most, results per claim, and characters of each page kept. */
export const CHECK_PAGES_MAX = 8;
const RESULTS_PER_CLAIM = 3;
const EXCERPT_CHARS = 2_400;
const PAGE_TIMEOUT_MS = 10_000;

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}.]+/u)
      .filter((w) => w.length > 2),
  );

/** The page's paragraphs that share the most words with the claims, in page order, up to the excerpt size. */
export function excerptFor(paragraphs: string[], claims: string[]): string {
  const wanted = wordsOf(claims.join(" "));
  const scored = paragraphs.map((text, index) => {
    let score = 0;
    for (const word of wordsOf(text)) if (wanted.has(word)) score += 1;
    return { text, index, score };
  });
  const chosen: typeof scored = [];
  let size = 0;
  for (const p of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (size + p.text.length > EXCERPT_CHARS && chosen.length > 0) break;
    chosen.push(p);
    size += p.text.length;
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((p) => p.text)
    .join("\n\n")
    .slice(0, EXCERPT_CHARS);
}

/**
 * Reads a search result's page through the guarded fetcher when robots.txt lets BrainyBot (it is a
 * page beyond the one a learner gave), keeping the paragraphs that speak to the claims. A page that
 * cannot be read, or that robots.txt keeps out, is represented by the engine's snippet.
 */
async function readResult(
  web: WebAccess,
  result: SearchResult,
  claims: string[],
  signal?: AbortSignal,
): Promise<string> {
  try {
    if (!(await web.robotsAllow(result.url))) return result.snippet;
    const page = await web.fetcher.fetch({
      url: result.url,
      accept: ["text/html", "application/xhtml+xml"],
      maxBytes: web.pageMaxBytes,
      timeoutMs: PAGE_TIMEOUT_MS,
      signal,
    });
    const read = readWebPage(decodePage(page.body, page.charset), page.url);
    return excerptFor(
      read.sections.flatMap((s) => s.paragraphs),
      claims,
    );
  } catch {
    return result.snippet;
  }
}

/** The pages for the claims' searches: each result once, read, numbered from 1. */
export async function gatherWebPages(
  web: WebAccess,
  searches: { claim: string; query: string }[],
  options: { language?: string; signal?: AbortSignal },
): Promise<LessonCheckPageRow[]> {
  const search = web.search!;
  const answers = await Promise.all(
    searches.map((s) =>
      search
        .search(s.query, { limit: RESULTS_PER_CLAIM, language: options.language, signal: options.signal })
        .then(
          (results) => ({ claim: s.claim, results }),
          () => ({ claim: s.claim, results: [] as SearchResult[] }),
        ),
    ),
  );
  const unique = new Map<string, { result: SearchResult; claims: string[] }>();
  // Round-robin over the claims, so each claim's best result is read before any claim's third.
  for (let rank = 0; rank < RESULTS_PER_CLAIM; rank++)
    for (const answer of answers) {
      const result = answer.results[rank];
      if (!result) continue;
      const known = unique.get(result.url);
      if (known) known.claims.push(answer.claim);
      else if (unique.size < CHECK_PAGES_MAX) unique.set(result.url, { result, claims: [answer.claim] });
    }
  const read = await Promise.all(
    [...unique.values()].map(async ({ result, claims }) => ({
      url: result.url,
      title: result.title,
      excerpt: await readResult(web, result, claims, options.signal),
    })),
  );
  return read.filter((p) => p.excerpt.trim()).map((p, i) => ({ n: i + 1, ...p }));
}

/**
 * The offline demo's stand-in for a search engine: the learner's own link sources (pages and
 * videos they added) searched for each claim. Labelled 'demo' wherever it is shown.
 */
export async function gatherDemoPages(
  db: Db,
  userId: string,
  searches: { claim: string; query: string }[],
): Promise<LessonCheckPageRow[]> {
  const pages = new Map<string, { url: string; title: string; excerpt: string }>();
  for (const s of searches) {
    const hits = await searchSources(db, { userId, q: s.claim, limit: 5 });
    for (const hit of hits) {
      if (!hit.url || pages.size >= CHECK_PAGES_MAX) continue;
      const url = hit.url;
      if (!pages.has(url))
        pages.set(url, { url, title: hit.sourceTitle, excerpt: hit.text.slice(0, EXCERPT_CHARS) });
    }
  }
  return [...pages.values()].map((p, i) => ({ n: i + 1, ...p }));
}

/** Web pages for one query (a lesson written with web results, issue 41), read as a check reads them. */
export function searchWebPages(
  web: WebAccess,
  query: string,
  options: { language?: string; signal?: AbortSignal } = {},
): Promise<LessonCheckPageRow[]> {
  return gatherWebPages(web, [{ claim: query, query }], options);
}
