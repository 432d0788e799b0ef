import { type SourceSearchHit, withoutUnaskedMatter } from "@brainy/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  goalSources,
  lessonAssessments,
  lessons,
  sourcePassages,
  sources,
  supersededPassages,
} from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { formatSeconds } from "./link-urls.ts";
import { searchPassages } from "./passage-search.ts";

/** At most this many sources feed one goal. */
export const GOAL_SOURCES_MAX = 10;
/** Headings of a source's outline the planner reads (a long book's table of contents is cut). */
const OUTLINE_HEADINGS_MAX = 120;

/** One heading of a source's outline, where it starts. */
export type OutlineHeading = { path: string[]; page: number | null };
/** A source's outline as the planner reads it: its title and headings in reading order. */
export type SourceOutline = { sourceId: string; title: string; headings: OutlineHeading[] };

/**
 * The caller's sources to plan a goal from: each must be theirs (else 404, like any other
 * user's source) and ready (else 409: its text is still being read, or failed).
 */
export async function assertGoalSources(db: DbOrTx, userId: string, sourceIds: string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  const unique = [...new Set(sourceIds)];
  if (unique.length > GOAL_SOURCES_MAX)
    throw new AppError("VALIDATION_FAILED", `A goal uses at most ${GOAL_SOURCES_MAX} sources`);
  const rows = await db
    .select({ id: sources.id, title: sources.title, state: sources.state })
    .from(sources)
    .where(and(eq(sources.userId, userId), inArray(sources.id, unique)));
  if (rows.length !== unique.length) throw notFound("Source");
  const unready = rows.find((row) => row.state !== "ready");
  if (unready)
    throw new AppError(
      "CONFLICT",
      unready.state === "failed"
        ? `'${unready.title}' could not be read; remove it or choose another source`
        : `'${unready.title}' is still being read; try again when it is ready`,
    );
}

/** Links the sources to a new goal (inside its creating transaction). */
export async function attachGoalSources(
  tx: DbOrTx,
  input: { userId: string; goalId: string; sourceIds: string[] },
): Promise<void> {
  const unique = [...new Set(input.sourceIds)];
  if (unique.length === 0) return;
  await tx
    .insert(goalSources)
    .values(unique.map((sourceId) => ({ goalId: input.goalId, sourceId, userId: input.userId })))
    .onConflictDoNothing();
}

/** Every source attached to a goal, in the order attached. */
export async function listGoalSourceIds(db: DbOrTx, userId: string, goalId: string): Promise<string[]> {
  const rows = await db
    .select({ id: goalSources.sourceId })
    .from(goalSources)
    .where(and(eq(goalSources.goalId, goalId), eq(goalSources.userId, userId)))
    .orderBy(asc(goalSources.createdAt));
  return rows.map((row) => row.id);
}

/**
 * Replaces a goal's sources (checked like 'Use my material': the caller's and ready). Lessons
 * written from then on use them; lessons already written keep their text and citations.
 */
export async function replaceGoalSources(
  db: Db,
  input: { userId: string; goalId: string; sourceIds: string[] },
): Promise<string[]> {
  await assertGoalSources(db, input.userId, input.sourceIds);
  await db.transaction(async (tx) => {
    await tx
      .delete(goalSources)
      .where(and(eq(goalSources.goalId, input.goalId), eq(goalSources.userId, input.userId)));
    await attachGoalSources(tx, input);
  });
  return listGoalSourceIds(db, input.userId, input.goalId);
}

/** The ready sources attached to a goal (none: the goal is not grounded). */
export async function findGoalSourceIds(db: DbOrTx, userId: string, goalId: string): Promise<string[]> {
  const rows = await db
    .select({ id: goalSources.sourceId })
    .from(goalSources)
    .innerJoin(sources, eq(sources.id, goalSources.sourceId))
    .where(and(eq(goalSources.goalId, goalId), eq(goalSources.userId, userId), eq(sources.state, "ready")))
    .orderBy(asc(goalSources.createdAt), asc(sources.title));
  return rows.map((row) => row.id);
}

/**
 * The sources' outlines: each distinct heading path in reading order with the page it starts on
 * (the PDF's bookmarks, the document's headings), without the front and back matter (licence,
 * index, contents, bibliography…) that `goal` does not ask for. A source without headings has
 * none; the planner then works from its title and the goal.
 */
export async function readSourceOutlines(
  db: DbOrTx,
  userId: string,
  sourceIds: string[],
  goal: string,
): Promise<SourceOutline[]> {
  if (sourceIds.length === 0) return [];
  const titles = await db
    .select({ id: sources.id, title: sources.title })
    .from(sources)
    .where(and(eq(sources.userId, userId), inArray(sources.id, sourceIds)));
  const rows = await db
    .select({
      sourceId: sourcePassages.sourceId,
      path: sourcePassages.headingPath,
      page: sql<number | null>`min(${sourcePassages.page})`,
      first: sql<number>`min(${sourcePassages.ordinal})`,
    })
    .from(sourcePassages)
    .where(
      and(
        eq(sourcePassages.userId, userId),
        inArray(sourcePassages.sourceId, sourceIds),
        sql`cardinality(${sourcePassages.headingPath}) > 0`,
      ),
    )
    .groupBy(sourcePassages.sourceId, sourcePassages.headingPath)
    .orderBy(sql`min(${sourcePassages.ordinal})`);
  return sourceIds.flatMap((id) => {
    const title = titles.find((t) => t.id === id)?.title;
    if (title === undefined) return [];
    const [outline] = withoutUnaskedMatter(
      [{ sourceId: id, title, headings: withParents(rows.filter((row) => row.sourceId === id)) }],
      goal,
    );
    return [{ ...outline!, headings: outline!.headings.slice(0, OUTLINE_HEADINGS_MAX) }];
  });
}

/**
 * Passages record the innermost heading in force, so a chapter whose text starts under its first
 * sub-heading has no passage of its own: its path is added before its first child.
 */
function withParents(rows: { path: string[]; page: number | null }[]): OutlineHeading[] {
  const seen = new Set<string>();
  const headings: OutlineHeading[] = [];
  for (const row of rows) {
    for (let depth = 1; depth <= row.path.length; depth++) {
      const path = row.path.slice(0, depth);
      const key = JSON.stringify(path);
      if (seen.has(key)) continue;
      seen.add(key);
      headings.push({ path, page: row.page === null ? null : Number(row.page) });
    }
  }
  return headings;
}

/** The best passages of a goal's sources for a lesson or a question, best first. */
export function retrieveGoalPassages(
  db: Db,
  options: { userId: string; sourceIds: string[]; query: string; limit: number },
): Promise<SourceSearchHit[]> {
  if (options.sourceIds.length === 0) return Promise.resolve([]);
  return searchPassages(db, options.userId, options.query, {
    limit: options.limit,
    sourceIds: options.sourceIds,
  });
}

/**
 * A deleted source's citations in the learner's lessons keep their text and are marked
 * `sourceDeleted` (the lesson shows 'source deleted' instead of a link). Lessons are the lessons
 * module's table; the flag is written here, with the deletion, so no citation ever points at nothing.
 */
export async function markCitationsSourceDeleted(
  tx: DbOrTx,
  userId: string,
  sourceId: string,
): Promise<void> {
  await tx
    .update(lessons)
    .set({
      citations: sql`(
        select coalesce(jsonb_agg(
          case when c->>'sourceId' = ${sourceId} then c || '{"sourceDeleted": true}'::jsonb else c end
          order by o), '[]'::jsonb)
        from jsonb_array_elements(${lessons.citations}) with ordinality as t(c, o))`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(lessons.userId, userId),
        sql`${lessons.citations} @> jsonb_build_array(jsonb_build_object('sourceId', ${sourceId}::text))`,
      ),
    );
  // The questions a grounded lesson's assessment took from the source cite it too.
  await tx
    .update(lessonAssessments)
    .set({
      questions: sql`(
        select coalesce(jsonb_agg(
          case when q->'citation'->>'sourceId' = ${sourceId}
            then jsonb_set(q, '{citation,sourceDeleted}', 'true'::jsonb) else q end
          order by o), '[]'::jsonb)
        from jsonb_array_elements(${lessonAssessments.questions}) with ordinality as t(q, o))`,
    })
    .where(
      and(
        eq(lessonAssessments.userId, userId),
        sql`${lessonAssessments.questions} @> jsonb_build_array(jsonb_build_object('citation', jsonb_build_object('sourceId', ${sourceId}::text)))`,
      ),
    );
}

/**
 * The text of a lesson's cited passages, numbered as the lesson cites them (a passage whose source
 * was deleted is gone and left out).
 */
export async function readCitedPassages(
  db: DbOrTx,
  userId: string,
  citations: {
    n: number;
    /** Null for a web page a lesson check read: it has no passage, only its kept quote. */
    passageId: string | null;
    sourceTitle: string;
    page: number | null;
    headingPath: string[];
  }[],
): Promise<{ n: number; sourceTitle: string; location: string; text: string }[]> {
  const ids = citations.flatMap((c) => (c.passageId ? [c.passageId] : []));
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sourcePassages.id, text: sourcePassages.text })
    .from(sourcePassages)
    .where(and(eq(sourcePassages.userId, userId), inArray(sourcePassages.id, ids)));
  // A passage of a link's earlier version was moved aside by a Refresh: its text is read there.
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0)
    rows.push(
      ...(await db
        .select({ id: supersededPassages.id, text: supersededPassages.text })
        .from(supersededPassages)
        .where(and(eq(supersededPassages.userId, userId), inArray(supersededPassages.id, missing)))),
    );
  return citations.flatMap((c) => {
    const row = rows.find((r) => r.id === c.passageId);
    return row ? [{ n: c.n, sourceTitle: c.sourceTitle, location: passageLocation(c), text: row.text }] : [];
  });
}

/** Where a passage is, for its citation: "Page 2", "Chapter 1 › Cells", or both. */
export function passageLocation(passage: {
  page: number | null;
  headingPath: string[];
  startSeconds?: number | null;
}): string {
  const parts = [
    passage.page === null ? "" : `Page ${passage.page}`,
    passage.startSeconds === null || passage.startSeconds === undefined
      ? ""
      : `At ${formatSeconds(passage.startSeconds)}`,
    passage.headingPath.join(" › "),
  ];
  return parts.filter(Boolean).join(" · ") || "Text";
}
