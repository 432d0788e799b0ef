import type { RewriteLessonInput } from "../../ai/tasks/rewrite-lesson/prompt.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { findCheckRow } from "../lesson-checks/index.ts";
import { type GroundingPassage, webPageGrounding } from "../lessons/index.ts";

/**
 * A lesson check's web pages as a rewrite's grounding, numbered after the lesson's own passages,
 * and its findings with their page markers renumbered to match. 404 for a check not of this lesson.
 */
export async function checkGrounding(
  db: Db,
  userId: string,
  lessonId: string,
  checkId: string,
  sourced: GroundingPassage[],
): Promise<{ pages: GroundingPassage[]; findings: NonNullable<RewriteLessonInput["webFindings"]> }> {
  const check = await findCheckRow(db, userId, checkId);
  if (!check || check.lessonId !== lessonId) throw notFound("Lesson check");
  const offset = Math.max(0, ...sourced.map((p) => p.n));
  const pages = check.pages.map((page) => webPageGrounding(page, offset + page.n));
  const findings = check.claims.map((c) => ({
    claim: c.claim,
    verdict: c.verdict,
    finding: c.finding.replace(/\[(\d{1,2})\]/g, (_, k: string) => `[${offset + Number(k)}]`),
  }));
  return { pages, findings };
}
