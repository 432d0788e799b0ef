import type { LessonBlock } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { LessonCheckPageRow, LessonCitationRow } from "../../db/schema/index.ts";
import type { WebAccess } from "../../web/index.ts";
import { searchWebPages } from "../lesson-checks/index.ts";
import {
  findGoalSourceIds,
  passageLocation,
  readCitedPassages,
  retrieveGoalPassages,
} from "../sources/index.ts";
import { findLessonInContext, type LessonInContext } from "./repository.ts";

/** Passages of the goal's sources a grounded lesson is written from. */
const GROUNDING_PASSAGES = 6;
/** Characters of a passage a citation keeps (shown when its source is deleted). */
const CITATION_QUOTE_CHARS = 280;

/** A passage a grounded lesson is written from, numbered for its `[n]` markers, with the citation stored for it. */
export type GroundingPassage = {
  n: number;
  sourceTitle: string;
  location: string;
  text: string;
  citation: LessonCitationRow;
};

/**
 * A lesson of a goal planned from the learner's sources is written from their passages best
 * matching its section and title; other lessons get none (written from general knowledge).
 */
export async function findGroundingPassages(
  db: Db,
  userId: string,
  row: LessonInContext,
  web?: WebAccess,
): Promise<GroundingPassage[]> {
  const sourced = await findSourcePassages(db, userId, row);
  // A goal that writes with web results (its switch, and a search engine): the pages follow.
  if (!row.goal?.webGrounding || !web?.search) return sourced;
  const pages = await searchWebPages(web, `${row.section.content} ${row.lesson.title}`).catch(
    () => [] as LessonCheckPageRow[],
  );
  return [
    ...sourced,
    ...pages.slice(0, WEB_PAGES).map((page, i) => webPageGrounding(page, sourced.length + i + 1)),
  ];
}

/** Web pages a lesson of a goal writing with web results is written from, besides its sources. */
const WEB_PAGES = 3;

/** A web page as grounding numbered `n`: its citation names the page and links to it (no source). */
export function webPageGrounding(page: LessonCheckPageRow, n: number): GroundingPassage {
  const host = URL.canParse(page.url) ? new URL(page.url).hostname : page.url;
  return {
    n,
    sourceTitle: page.title,
    location: host,
    text: page.excerpt,
    citation: {
      n,
      sourceId: null,
      passageId: null,
      sourceTitle: page.title,
      page: null,
      headingPath: [],
      quote:
        page.excerpt.length > CITATION_QUOTE_CHARS
          ? `${page.excerpt.slice(0, CITATION_QUOTE_CHARS)}…`
          : page.excerpt,
      url: page.url,
      startSeconds: null,
    },
  };
}

async function findSourcePassages(db: Db, userId: string, row: LessonInContext): Promise<GroundingPassage[]> {
  if (!row.goal) return [];
  const sourceIds = await findGoalSourceIds(db, userId, row.goal.id);
  if (sourceIds.length === 0) return [];
  const ranked = await retrieveGoalPassages(db, {
    userId,
    sourceIds,
    query: `${row.section.content} ${row.lesson.title}`,
    limit: GROUNDING_PASSAGES * 2,
  });
  // A section planned from a heading reads that heading's passages first, then its chapter's,
  // rather than passages elsewhere that share a common word.
  const topic = row.section.content.trim().toLowerCase();
  const under = ranked.filter((hit) => hit.headingPath.some((h) => h.trim().toLowerCase() === topic));
  const chapter = under[0]?.headingPath[0];
  const hits = under.length
    ? [...under, ...ranked.filter((hit) => !under.includes(hit) && hit.headingPath[0] === chapter)]
    : ranked;
  return hits.slice(0, GROUNDING_PASSAGES).map(
    (hit, i): GroundingPassage => ({
      n: i + 1,
      sourceTitle: hit.sourceTitle,
      location: passageLocation(hit),
      text: hit.text,
      citation: {
        n: i + 1,
        sourceId: hit.sourceId,
        passageId: hit.id,
        sourceTitle: hit.sourceTitle,
        page: hit.page,
        headingPath: hit.headingPath,
        url: hit.url ?? null,
        startSeconds: hit.startSeconds ?? null,
        quote:
          hit.text.length > CITATION_QUOTE_CHARS ? `${hit.text.slice(0, CITATION_QUOTE_CHARS)}…` : hit.text,
      },
    }),
  );
}

/**
 * The citations a written lesson's `[n]` markers point at, in number order (a number the writer
 * was not given cites nothing). Numbers stay as written, so streamed blocks and the final lesson agree.
 */
export function citedPassages(blocks: LessonBlock[], passages: GroundingPassage[]): LessonCitationRow[] {
  if (passages.length === 0) return [];
  const used = new Set<number>();
  const scan = (text: string) => {
    for (const match of text.matchAll(/\[(\d{1,2})\]/g)) used.add(Number(match[1]));
  };
  for (const block of blocks) {
    if (block.type === "paragraph" || block.type === "header") scan(block.text);
    else if (block.type === "list") block.items.forEach(scan);
  }
  return passages.filter((p) => used.has(p.n)).map((p) => p.citation);
}

/**
 * The passages a grounded lesson's rewrite works from (course edits), so the rewrite stays grounded:
 * first those its stored citations point at, with their numbers (the markers in its text stay true;
 * a deleted source's passage is gone and only its kept quote is left), then the passages retrieved
 * for its section and title as at first writing, numbered after them. A lesson of a goal without
 * ready sources gets none; one written before its goal had sources gets the retrieved ones.
 */
export async function findRewriteGrounding(
  db: Db,
  userId: string,
  lessonId: string,
): Promise<GroundingPassage[]> {
  const row = await findLessonInContext(db, userId, lessonId);
  if (!row) return [];
  const stored = row.lesson.citations;
  const [texts, retrieved] = await Promise.all([
    readCitedPassages(db, userId, stored),
    findSourcePassages(db, userId, row),
  ]);
  const kept = stored.map(
    (citation): GroundingPassage => ({
      n: citation.n,
      sourceTitle: citation.sourceTitle,
      location: passageLocation(citation),
      text: texts.find((t) => t.n === citation.n)?.text ?? citation.quote,
      citation,
    }),
  );
  let next = Math.max(0, ...stored.map((c) => c.n));
  const seen = new Set(stored.map((c) => c.passageId));
  const fresh = retrieved
    .filter((p) => !seen.has(p.citation.passageId))
    .map((p): GroundingPassage => {
      next += 1;
      return { ...p, n: next, citation: { ...p.citation, n: next } };
    });
  return [...kept, ...fresh];
}
