import type { LessonBlock, LessonCheck, LessonCheckState } from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import { checkLessonClaimsTask } from "../../ai/tasks/check-lesson-claims/index.ts";
import { pickDatedClaimsTask } from "../../ai/tasks/pick-dated-claims/index.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import type { WebAccess } from "../../web/index.ts";
import { findLearningLanguage } from "../users/index.ts";
import { gatherDemoPages, gatherWebPages } from "./pages.ts";
import { findCheckedLesson, findLatestCheck, insertLessonCheck } from "./repository.ts";

/** What a check needs: the database, the AI, the web, and whether the AI is the offline demo. */
export type CheckDeps = { db: Db; ai: AiEngine; web: WebAccess; demo: boolean };

/** Said when no search engine is configured (and the AI is a real model). */
export const SEARCH_NOT_CONFIGURED =
  "Checking lessons against the web needs a search engine on this server: its operator sets SEARCH_PROVIDER (searxng with SEARCH_BASE_URL, or brave or tavily with SEARCH_API_KEY).";

/** Whether this server can check lessons, and why not. The demo AI checks against the learner's own links. */
function availability(deps: Pick<CheckDeps, "web" | "demo">): { available: boolean; reason: string | null } {
  if (deps.web.search || deps.demo) return { available: true, reason: null };
  return { available: false, reason: SEARCH_NOT_CONFIGURED };
}

/** The lesson's prose as plain text (headings, paragraphs, lists), its citation markers removed. */
export function lessonProse(blocks: LessonBlock[]): string {
  const lines: string[] = [];
  for (const block of blocks) {
    if (block.type === "header" || block.type === "paragraph") lines.push(block.text);
    else if (block.type === "list") lines.push(...block.items);
  }
  return lines
    .join("\n")
    .replace(/\s*\[\d{1,2}\]/g, "")
    .replace(/\*\*|__|`/g, "")
    .slice(0, 12_000);
}

/** GET /lessons/{id}/check: availability and the latest check; 404 for another learner's lesson. */
export async function getLessonCheckState(
  deps: Pick<CheckDeps, "db" | "web" | "demo">,
  options: { userId: string; lessonId: string },
): Promise<LessonCheckState> {
  const lesson = await findCheckedLesson(deps.db, options.userId, options.lessonId);
  if (!lesson) throw notFound("Lesson");
  const check = await findLatestCheck(deps.db, options.userId, options.lessonId, lesson.contentVersion);
  return { ...availability(deps), check };
}

/**
 * 'Check this lesson' (issue 41): the AI picks the lesson's claims that may date, each is searched
 * (the configured engine; the demo AI without one looks in the learner's own link sources), the
 * results' pages are read through the guarded fetcher (robots.txt honoured), and the AI says of each
 * claim what still holds and what changed, citing the pages. Stored as the lesson's latest check.
 */
export async function checkLesson(
  deps: CheckDeps,
  options: { actor: Actor; lessonId: string; signal?: AbortSignal },
): Promise<LessonCheck> {
  const { db, ai, actor } = { ...deps, actor: options.actor };
  const lesson = await findCheckedLesson(db, actor.userId, options.lessonId);
  if (!lesson) throw notFound("Lesson");
  const { available, reason } = availability(deps);
  if (!available) throw new AppError("CONFLICT", reason!);
  const blocks = (lesson.content?.blocks ?? []) as LessonBlock[];
  if (lesson.generationStatus !== "ready" || blocks.length === 0)
    throw new AppError("CONFLICT", "This lesson has not been written yet: open it first, then check it.");
  const picked = await ai.run(
    pickDatedClaimsTask,
    { courseTitle: lesson.courseTitle, lessonTitle: lesson.title, text: lessonProse(blocks) },
    actor,
  );
  const searchedWith = deps.web.search?.name ?? "demo";
  // A claim the lesson repeats (a summary) is looked up once.
  const seen = new Set<string>();
  picked.claims = picked.claims.filter((c) => {
    const key = c.claim.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (picked.claims.length === 0)
    return insertLessonCheck(db, {
      userId: actor.userId,
      lessonId: lesson.id,
      contentVersion: lesson.contentVersion,
      searchedWith,
      claims: [],
      pages: [],
    });
  const language = await findLearningLanguage(db, actor.userId);
  const pages = deps.web.search
    ? await gatherWebPages(deps.web, picked.claims, { language, signal: options.signal })
    : await gatherDemoPages(db, actor.userId, picked.claims);
  const verdicts = await ai.run(
    checkLessonClaimsTask,
    {
      lessonTitle: lesson.title,
      claims: picked.claims.map((c) => c.claim),
      pages: pages.map((p) => ({ n: p.n, title: p.title, url: p.url, text: p.excerpt })),
    },
    actor,
  );
  return insertLessonCheck(db, {
    userId: actor.userId,
    lessonId: lesson.id,
    contentVersion: lesson.contentVersion,
    searchedWith,
    claims: verdicts.claims,
    pages,
  });
}
