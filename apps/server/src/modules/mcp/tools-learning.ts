import type { Lesson } from "@brainy/contract";
import { type McpServer, requireScopes } from "@modelcontextprotocol/server";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { lessonMarkdown } from "../course-export/index.ts";
import { getActiveGoal, listGoals } from "../goals/index.ts";
import { getCurrentLesson, getLesson } from "../lessons/index.ts";
import { listUserNotes } from "../notes/index.ts";
import { searchSources } from "../sources/index.ts";
import { getStudyPlan } from "../study-plan/index.ts";
import { type McpCaller, TimeZoneInput, zoneOf } from "./caller.ts";
import { guarded, jsonResult, textResult } from "./results.ts";

const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

/** A lesson as Markdown: its blocks, books and citations (the Markdown export's form). */
export function lessonAsMarkdown(lesson: Lesson): string {
  return lessonMarkdown({
    title: lesson.title,
    sectionTitle: `${lesson.estimationMinutes}-minute lesson${lesson.isCompleted ? ", completed" : ""}`,
    content: lesson.content,
    books: lesson.books,
    citations: lesson.citations,
    image: null,
  });
}

/** The read tools: goals, today's plan, a lesson, and search over the learner's sources and notes. */
export function registerLearningTools(server: McpServer, caller: McpCaller): void {
  const { db, userId, log } = caller;
  const read = requireScopes("read");

  server.registerTool(
    "list_goals",
    {
      title: "List my goals",
      description:
        "The learner's goals with their courses and progress (percent). Ids are for the other tools.",
      annotations: readOnly,
      scopeChallenge: read,
    },
    () =>
      guarded(log, async () => {
        const goals = await listGoals({ db, userId });
        return jsonResult({
          goals: goals.map((goal) => ({
            id: goal.id,
            title: goal.title ?? goal.description,
            description: goal.description,
            isActive: goal.isActive,
            isCompleted: goal.isCompleted,
            progress: goal.progress,
            courses: goal.courses.map((course) => ({
              id: course.id,
              title: course.title,
              isActive: course.isActive,
              isCompleted: course.isCompleted,
              progress: course.completionPercentage,
            })),
          })),
        });
      }),
  );

  server.registerTool(
    "get_todays_plan",
    {
      title: "Today's study plan",
      description:
        "Today's planned lessons (by study slot), the review minutes due and where the plan stands for a goal (the active goal by default), plus the lesson to continue.",
      inputSchema: z.object({
        goalId: z.uuid().optional().describe("A goal's id (default: the active goal)"),
        timeZone: TimeZoneInput,
      }),
      annotations: readOnly,
      scopeChallenge: read,
    },
    ({ goalId, timeZone }) =>
      guarded(log, async () => {
        const zone = zoneOf(timeZone);
        const goal = goalId ? { id: goalId } : await getActiveGoal({ db, userId });
        const [plan, current] = await Promise.all([
          getStudyPlan({ db, userId, goalId: goal.id, timeZone: zone }),
          getCurrentLesson({ db, userId }).catch((error: unknown) => {
            if (error instanceof AppError && error.status === 404) return null;
            throw error;
          }),
        ]);
        return jsonResult({
          goalId: plan.goalId,
          timeZone: plan.timeZone,
          message: plan.message,
          today: plan.days.find((day) => day.date === plan.today) ?? {
            date: plan.today,
            slots: [],
            done: [],
          },
          reviewsDue: plan.reviewsDue,
          remainingLessons: plan.remainingLessons,
          finishDate: plan.finishDate,
          targetDate: plan.targetDate,
          continueWith: current ? { lessonId: current.id, title: current.title } : null,
        });
      }),
  );

  server.registerTool(
    "read_lesson",
    {
      title: "Read a lesson",
      description:
        "A lesson's content as Markdown (code, formulas, charts as tables, its books and citations). Not yet written: says so (Brainy writes it when the learner opens it).",
      inputSchema: z.object({ lessonId: z.uuid().describe("The lesson's id") }),
      annotations: readOnly,
      scopeChallenge: read,
    },
    ({ lessonId }) =>
      guarded(log, async () => textResult(lessonAsMarkdown(await getLesson({ db, userId, lessonId })))),
  );

  server.registerTool(
    "search_my_material",
    {
      title: "Search my sources and notes",
      description:
        "Searches the learner's own sources (uploaded files, pasted text) and notes: the best passages with their source, page and headings, and the matching notes with a snippet.",
      inputSchema: z.object({
        query: z.string().trim().min(1).max(500).describe("Words to look for"),
        limit: z.number().int().min(1).max(20).default(8).describe("Most passages to answer"),
      }),
      annotations: readOnly,
      scopeChallenge: read,
    },
    ({ query, limit }) =>
      guarded(log, async () => {
        const [passages, notes] = await Promise.all([
          searchSources(db, { userId, q: query, limit }),
          listUserNotes({ db, userId, filter: { q: query.slice(0, 200) } }),
        ]);
        return jsonResult({
          passages: passages.map((hit) => ({
            sourceId: hit.sourceId,
            sourceTitle: hit.sourceTitle,
            page: hit.page,
            headingPath: hit.headingPath,
            text: hit.text,
          })),
          notes: notes.slice(0, limit).map((note) => ({
            id: note.id,
            title: note.title,
            snippet: note.snippet ?? note.content.slice(0, 200),
            tags: note.tags,
          })),
        });
      }),
  );
}
