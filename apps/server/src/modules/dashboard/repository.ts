import { sql } from "drizzle-orm";
import { z } from "zod";
import { type DbOrTx, memoizedRead } from "../../db/client.ts";
import { jsonColumn } from "../../db/json-rows.ts";
import { preparedPerDb, prepareRaw } from "../../db/prepared.ts";
import { type SectionStat, SectionStatSchema } from "../curriculum/index.ts";
import { sectionStatsColumn } from "../goals/index.ts";
import { currentLessonId } from "../lessons/index.ts";
import type { FocusDay } from "../pomodoro/index.ts";

/** How long a memoized dashboard may be reused when nothing was written (see memoizedRead). */
const DASHBOARD_MAX_AGE_MS = 5_000;

/** Longest streak the dashboard counts back; older days do not change today's figures. */
const FOCUS_HISTORY_DAYS = 400;

export type DashboardFacts = {
  goal: {
    id: string;
    title: string | null;
    description: string;
    imageUrl: string | null;
    metadata: string;
    isCompleted: boolean;
  } | null;
  /** The first unfinished lesson of the active goal's current course, with its section's topic. */
  currentLesson: { id: string; title: string; roadmapName: string; estimatedMinutes: number } | null;
  totals: {
    totalLessons: number;
    completedLessons: number;
    totalRoadmaps: number;
    completedRoadmaps: number;
  };
  /** Completion facts of the active goal's sections. */
  stats: SectionStat[];
  /** Seconds focused per local day (in the time zone) over the recent history, newest first. */
  focusDays: FocusDay[];
};

/** The dashboard statement's row, decoded column by column. */
const DashboardRowSchema = z.object({
  goal: jsonColumn(
    z
      .object({
        id: z.string(),
        title: z.string().nullable(),
        description: z.string(),
        imageUrl: z.string().nullable(),
        metadata: z.string(),
        isCompleted: z.boolean(),
      })
      .nullable(),
  ),
  currentLesson: jsonColumn(
    z
      .object({ id: z.string(), title: z.string(), roadmapName: z.string(), estimatedMinutes: z.number() })
      .nullable(),
  ),
  totalLessons: z.number(),
  completedLessons: z.number(),
  totalRoadmaps: z.number(),
  completedRoadmaps: z.number(),
  stats: jsonColumn(z.array(SectionStatSchema)),
  focusDays: jsonColumn(z.array(z.object({ day: z.string(), seconds: z.number() }))),
});

/**
 * Everything the home dashboard shows, in one statement (one round trip whatever the number of
 * goals, courses and lessons): the active goal, the lesson to continue, lesson and topic totals over
 * every course, the active goal's section facts and the focus days.
 */
export function findDashboardFacts(db: DbOrTx, userId: string, timeZone: string): Promise<DashboardFacts> {
  // Reused for a few seconds at most: the focus history window moves with the clock.
  return memoizedRead(
    db,
    {
      key: `dashboard:${userId}:${timeZone}`,
      owner: userId,
      maxAgeMs: DASHBOARD_MAX_AGE_MS,
      reads: ["goals", "courses", "roadmaps", "lessons", "pomodoro_sessions"],
    },
    async () => {
      const [row] = await dashboardStatement(db).execute({ userId, timeZone });
      const { goal, currentLesson, stats, focusDays, ...totals } = DashboardRowSchema.parse(row);
      return { goal, currentLesson, totals, stats, focusDays };
    },
  );
}

const dashboardStatement = preparedPerDb((db) => {
  const userId = sql.placeholder("userId");
  return prepareRaw<unknown>(
    db,
    "dashboard",
    sql`
    with active_goal as (
      select g.id, g.title, g.description, g.image_url as "imageUrl", g.metadata,
             g.is_completed as "isCompleted"
        from goals g where g.user_id = ${userId} and g.is_active limit 1)
    select
      (select row_to_json(active_goal) from active_goal) as goal,
      (select row_to_json(l) from (
         select l.id, l.title, r.content as "roadmapName", l.estimated_time_in_minutes as "estimatedMinutes"
           from lessons l join roadmaps r on r.id = l.roadmap_id
          where l.id = ${currentLessonId(userId)}) l) as "currentLesson",
      (select count(*)::int from lessons where user_id = ${userId}) as "totalLessons",
      (select count(*)::int from lessons where user_id = ${userId} and is_completed) as "completedLessons",
      (select count(*)::int from roadmaps where user_id = ${userId}) as "totalRoadmaps",
      (select count(*)::int from roadmaps where user_id = ${userId} and is_completed) as "completedRoadmaps",
      ${sectionStatsColumn(userId, sql`(select id from active_goal)`)},
      (select coalesce(json_agg(f order by f.day desc), '[]') from (
         select to_char(p.completed_at at time zone ${sql.placeholder("timeZone")}, 'YYYY-MM-DD') as day,
                sum(p.duration)::int as seconds
           from pomodoro_sessions p
          where p.user_id = ${userId}
            and p.completed_at >= now() - make_interval(days => ${FOCUS_HISTORY_DAYS})
          group by 1) f) as "focusDays"`,
  );
});
