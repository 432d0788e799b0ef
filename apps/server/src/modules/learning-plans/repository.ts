import { and, desc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { fromJsonRows, jsonColumn, jsonRowsColumn } from "../../db/json-rows.ts";
import { preparedPerDb, prepareRaw } from "../../db/prepared.ts";
import { learningPlans, lessons, roadmaps } from "../../db/schema/index.ts";
import { decodeGoalTree, goalTreeColumns } from "../goals/index.ts";
import { lessonSummaryColumns } from "../lessons/index.ts";

/** The courses screen's columns besides the goal tree's, as its statement answers them. */
const CoursesScreenRowSchema = z.object({
  user: jsonColumn(
    z.object({ id: z.string(), username: z.string(), firstName: z.string().nullable() }).nullable(),
  ),
  shownCourseId: z.string().nullable(),
  sections: jsonRowsColumn,
  lessons: jsonRowsColumn,
});
const lessonSummaryKeys = Object.keys(lessonSummaryColumns) as (keyof typeof lessonSummaryColumns)[];

/**
 * Everything the courses screen shows, in one statement: the caller (null when the account is
 * gone), the goal tree of the plan's goal (the course's goal when courseId is given, else the active
 * goal; no goal when there is none or the course is not the caller's), the course to show (the given
 * one, else the active one, else the first), its sections and their lesson summaries in order.
 */
export function findLearningPlanFacts(db: DbOrTx, userId: string, courseId?: string) {
  return memoizedRead(
    db,
    {
      key: `courses_screen:${userId}:${courseId ?? ""}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["users", "goals", "courses", "roadmaps", "lessons"],
    },
    async () => {
      const statement = courseId ? coursesScreenOfCourse(db) : coursesScreen(db);
      const [row] = await statement.execute({ userId, courseId });
      const tree = decodeGoalTree(row);
      const screen = CoursesScreenRowSchema.parse(row);
      return {
        user: screen.user,
        goal: tree.goalRows[0],
        courseRows: tree.courseRows,
        stats: tree.stats,
        shownCourseId: screen.shownCourseId,
        sectionRows: fromJsonRows(roadmaps, screen.sections),
        lessonRows: fromJsonRows(lessons, screen.lessons, lessonSummaryKeys),
      };
    },
  );
}

/** The caller's learning plans, newest first; filtered by plan id or goal id when given. */
export function findPlanRows(db: DbOrTx, userId: string, filter: { id?: string; goalId?: string } = {}) {
  return db
    .select()
    .from(learningPlans)
    .where(
      and(
        eq(learningPlans.userId, userId),
        filter.id ? eq(learningPlans.id, filter.id) : undefined,
        filter.goalId ? eq(learningPlans.goalId, filter.goalId) : undefined,
      ),
    )
    .orderBy(desc(learningPlans.createdAt), desc(learningPlans.id));
}

/** Records a learning plan and returns its row. */
export async function insertPlanRow(db: DbOrTx, values: typeof learningPlans.$inferInsert) {
  const [row] = await db.insert(learningPlans).values(values).returning();
  return row!;
}

/** Sets a plan's completion status; undefined when the plan is not the caller's. */
export async function updatePlanCompletion(db: DbOrTx, userId: string, id: string, completionStatus: string) {
  const [row] = await db
    .update(learningPlans)
    .set({ completionStatus, updatedAt: new Date() })
    .where(and(eq(learningPlans.id, id), eq(learningPlans.userId, userId)))
    .returning();
  return row;
}

/** The courses screen's statement; `courseId` given, the course's goal, else the active goal. */
function coursesScreenStatement(courseId?: Placeholder): SQL {
  const userId = sql.placeholder("userId");
  const which = courseId
    ? sql`g.id = (select c.goal_id from courses c where c.id = ${courseId} and c.user_id = ${userId})`
    : sql`g.is_active`;
  return sql`
    with plan_goal as (select g.id from goals g where g.user_id = ${userId} and ${which} limit 1),
    shown_course as (
      select c.id from courses c where c.user_id = ${userId} and c.goal_id = (select id from plan_goal)
       order by ${courseId ? sql`(c.id = ${courseId}) desc, ` : sql``}c.is_active desc, c."order" asc limit 1)
    select
      (select json_build_object('id', u.id, 'username', u.username, 'firstName', u.first_name)
         from users u where u.id = ${userId}) as "user",
      ${goalTreeColumns(userId, sql`(select id from plan_goal)`)},
      (select id from shown_course) as "shownCourseId",
      (select coalesce(json_agg(r order by r."order"), '[]') from roadmaps r
        where r.user_id = ${userId} and r.course_id = (select id from shown_course)) as sections,
      (select coalesce(json_agg(l order by l.section_order, l."order"), '[]') from (
         select l.id, l.title, l.is_completed, l.grade, l.estimated_time_in_minutes, l."order",
                l.roadmap_id, l.completed_at, l.is_hidden, r."order" as section_order
           from lessons l join roadmaps r on r.id = l.roadmap_id
          where l.user_id = ${userId} and r.course_id = (select id from shown_course)) l) as lessons`;
}

const coursesScreen = preparedPerDb((db) =>
  prepareRaw<unknown>(db, "courses_screen", coursesScreenStatement()),
);
const coursesScreenOfCourse = preparedPerDb((db) =>
  prepareRaw<unknown>(db, "courses_screen_of_course", coursesScreenStatement(sql.placeholder("courseId"))),
);
