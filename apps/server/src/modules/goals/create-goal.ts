import { randomUUID } from "node:crypto";
import {
  type Clarification,
  GOAL_LEVELS,
  type GoalCreationProgress,
  type GoalLevel,
  type PlannedCourse,
  PlannedCourseSchema,
  parseGoalMetadata,
} from "@brainy/contract";
import type { Embedder } from "../../ai/embeddings.ts";
import type { AiCallContext, AiEngine, GoalPlan, ImageService, LearnerProfile } from "../../ai/engine.ts";
import type { MaterialOutline } from "../../ai/tasks/material-outline.ts";
import { planGoalTask } from "../../ai/tasks/plan-goal/index.ts";
import { PlannedCourseSchema as DraftCourseSchema } from "../../ai/tasks/plan-goal/schema.ts";
import { writeImagePromptTask } from "../../ai/tasks/write-image-prompt/index.ts";
import type { Db } from "../../db/client.ts";
import { buildTreeRows, draftCourseTrees, insertTreeRows } from "../curriculum/index.ts";
import { canonicalConceptNames } from "../learner-model/index.ts";
import { assertGoalSources, attachGoalSources, readSourceOutlines } from "../sources/index.ts";
import { findLearnerProfile } from "../users/index.ts";
import { assertCanStartGoal } from "./limits.ts";
import { deactivateGoals, insertGoalRow, lockUser } from "./repository.ts";

type AiOptions = { db: Db; ai: AiEngine; ctx: AiCallContext & { userId: string } };

/**
 * 'Use my material': the chosen sources' outlines (404 for another user's source, 409 for one not
 * ready), or nothing when none are chosen. Front and back matter `goal` does not ask for is left out.
 */
async function readMaterial(db: Db, userId: string, sourceIds: string[] | undefined, goal: string) {
  if (!sourceIds?.length) return {};
  await assertGoalSources(db, userId, sourceIds);
  const outlines = await readSourceOutlines(db, userId, [...new Set(sourceIds)], goal);
  return { outline: outlines.map(({ title, headings }) => ({ title, headings })) };
}

/** POST /goals/plan: a clarifying question or a goal with courses; 402 on Free with a goal in progress. */
export async function planGoal(
  options: AiOptions & { goal: string; clarifications: Clarification[]; sourceIds?: string[] },
): Promise<GoalPlan> {
  const { db, ai, ctx } = options;
  await assertCanStartGoal(db, ctx.userId, ctx.tier);
  const material = await readMaterial(
    db,
    ctx.userId,
    options.sourceIds,
    describeGoal(options.goal, options.clarifications),
  );
  const profile = await findLearnerProfile(db, ctx.userId);
  return ai.run(
    planGoalTask,
    { goal: options.goal, clarifications: options.clarifications, profile, ...material },
    ctx,
  );
}

/** What the streamed plan sends: each course once written, then the whole plan. */
export type GoalPlanEvent =
  | { type: "course"; index: number; course: PlannedCourse }
  | { type: "done"; plan: GoalPlan };

/**
 * POST /goals/plan as a stream: the checks first (402 answers before anything streams), then a
 * function that streams the plan: each course as soon as the planner has begun the next one (so it
 * is whole), then the validated plan. A course that fails its schema stops the live courses; the
 * plan (repaired if need be) still comes with `done`.
 */
export async function startGoalPlan(
  options: AiOptions & { goal: string; clarifications: Clarification[]; sourceIds?: string[] },
): Promise<(signal?: AbortSignal) => AsyncGenerator<GoalPlanEvent>> {
  const { db, ai, ctx } = options;
  await assertCanStartGoal(db, ctx.userId, ctx.tier);
  const material = await readMaterial(
    db,
    ctx.userId,
    options.sourceIds,
    describeGoal(options.goal, options.clarifications),
  );
  const profile = await findLearnerProfile(db, ctx.userId);
  const input = { goal: options.goal, clarifications: options.clarifications, profile, ...material };
  return async function* streamPlan(signal) {
    let sent = 0;
    let live = true;
    for await (const event of ai.stream(planGoalTask, input, ctx, { signal })) {
      if (event.type === "final") {
        yield { type: "done", plan: event.output };
        return;
      }
      const courses = (event.partial.goal?.courses ?? []) as unknown[];
      while (live && sent < courses.length - 1) {
        const parsed = DraftCourseSchema.safeParse(courses[sent]);
        if (!parsed.success) live = false;
        else yield { type: "course", index: sent++, course: toPlannedCourse(parsed.data) };
      }
    }
  };
}

/** The goal text the AI works from: the description plus the learner's clarifications. */
export function describeGoal(description: string, clarifications: Clarification[]): string {
  if (clarifications.length === 0) return description;
  const answers = clarifications.map((c) => `${c.question} ${c.answer}`).join(" ");
  return `${description} (${answers})`;
}

/** Courses planned from a bare description and level; one course from the description if the planner only asks. */
async function planCoursesFromDescription(
  options: AiOptions & {
    description: string;
    level: GoalLevel;
    profile: LearnerProfile;
    outline?: MaterialOutline[];
  },
): Promise<{ title: string | null; courses: PlannedCourse[] }> {
  const clarifications = [{ question: "What is your current level?", answer: options.level }];
  const outline = options.outline ? { outline: options.outline } : {};
  const plan = await options.ai.run(
    planGoalTask,
    { goal: options.description, clarifications, profile: options.profile, ...outline },
    options.ctx,
  );
  if ("goal" in plan) return { title: plan.goal.title, courses: plan.goal.courses.map(toPlannedCourse) };
  const complexityLevel = GOAL_LEVELS.indexOf(options.level) + 1;
  const course = toPlannedCourse({ title: options.description.slice(0, 200), complexityLevel });
  return { title: null, courses: [course] };
}

/** A course from the client or the planner, with defaults filled in; a bare string is a title. */
function toPlannedCourse(input: unknown): PlannedCourse {
  return PlannedCourseSchema.parse(typeof input === "string" ? { title: input } : input);
}

/** The level of a planned goal: from its metadata, else the entry level (lowest course complexity). */
function pickLevel(metadata: string | undefined, courses: PlannedCourse[]): GoalLevel {
  const given = parseGoalMetadata(metadata).level;
  if (given) return given;
  if (courses.length === 0) return "Beginner";
  const entry = Math.min(...courses.map((c) => c.complexityLevel));
  return GOAL_LEVELS[Math.min(2, Math.max(0, entry - 1))]!;
}

/** Draws the goal's cover; a failing image service leaves the goal without a cover (the client falls back). */
async function drawCover(
  options: AiOptions & { images?: ImageService; goalId: string; goal: string; title: string },
): Promise<string | null> {
  if (!options.images) return null;
  try {
    const { prompt } = await options.ai.run(
      writeImagePromptTask,
      { goal: options.goal, title: options.title },
      options.ctx,
    );
    const image = await options.images.createCoverImage(
      { prompt, title: options.title, seed: options.goalId },
      options.ctx,
    );
    return image.imageUrl;
  } catch {
    return null;
  }
}

export type CreateGoalOptions = AiOptions & {
  images?: ImageService;
  /** EMBEDDING_PROVIDER's embedder, when configured: concepts are deduplicated by meaning too. */
  embeddings?: Embedder | null;
  description: string;
  clarifications: Clarification[];
  /** Chosen courses; bare strings are titles (the skills fallback). Empty: planned from the description. */
  courses: (PlannedCourse | string)[];
  metadata?: string;
  /** 'Use my material': the learner's ready sources the courses follow and the lessons are written from. */
  sourceIds?: string[];
};

/**
 * Creates a goal with its whole tree and makes it the active goal. The AI calls run first (a few
 * courses in parallel, the cover alongside); then one transaction inserts the goal, courses,
 * sections and first-section lessons. Returns the new goal's id.
 */
export async function createGoalWithPlan(options: CreateGoalOptions): Promise<string> {
  return (await startGoalCreation(options))();
}

/**
 * The checks of a goal creation (the plan's goal limit: 402 Free, 409 Pro) done before any event
 * stream opens; answers the creation itself, which reports each course's roadmap as the AI writes it
 * to `onProgress` (and then asks for the roadmaps as streams).
 */
export async function startGoalCreation(
  options: CreateGoalOptions,
): Promise<(onProgress?: (progress: GoalCreationProgress) => void) => Promise<string>> {
  await assertCanStartGoal(options.db, options.ctx.userId, options.ctx.tier);
  // 'Use my material': another user's source (404) or one not read yet (409) is refused here too.
  const material = await readMaterial(
    options.db,
    options.ctx.userId,
    options.sourceIds,
    describeGoal(options.description, options.clarifications),
  );
  return (onProgress) => writeGoalWithPlan({ ...options, onProgress }, material);
}

async function writeGoalWithPlan(
  options: CreateGoalOptions & { onProgress?: (progress: GoalCreationProgress) => void },
  material: Awaited<ReturnType<typeof readMaterial>>,
): Promise<string> {
  const { db, ctx, description, clarifications } = options;
  const userId = ctx.userId;
  const profile = await findLearnerProfile(db, userId);
  let planned = options.courses.map(toPlannedCourse);
  let title: string | null = null;
  if (planned.length === 0) {
    const level = parseGoalMetadata(options.metadata).level ?? "Beginner";
    ({ title, courses: planned } = await planCoursesFromDescription({
      ...options,
      description,
      level,
      profile,
      ...material,
    }));
  }
  const level = pickLevel(options.metadata, planned);
  const goalId = randomUUID();
  const goal = describeGoal(description, clarifications);
  const [drafts, imageUrl] = await Promise.all([
    draftCourseTrees({ ...options, ...material, goal, profile, courses: planned }),
    drawCover({ ...options, goalId, goal, title: title ?? description }),
  ]);
  // Concepts close in meaning become one where embeddings are configured (issue 37).
  const named = await canonicalConceptNames({
    db,
    embedder: options.embeddings,
    userId,
    goalId: null,
    lessons: drafts.flatMap((d) => d.firstLessons.map((l) => l.concepts)),
  });
  let next = 0;
  for (const draft of drafts)
    draft.firstLessons = draft.firstLessons.map((l) => ({ ...l, concepts: named.lessons[next++] ?? [] }));
  const rows = buildTreeRows(userId, goalId, drafts);
  rows.concepts.vectors = named.found;
  const skills = [...new Set(planned.flatMap((c) => c.tags))].slice(0, 20);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // Checked again under the lock: two parallel creations cannot both pass.
    await assertCanStartGoal(tx, userId, ctx.tier);
    await deactivateGoals(tx, userId);
    await insertGoalRow(tx, {
      id: goalId,
      userId,
      description,
      title,
      imageUrl,
      metadata: JSON.stringify({ level }),
      skills,
      isActive: true,
    });
    await insertTreeRows(tx, rows);
    await attachGoalSources(tx, { userId, goalId, sourceIds: options.sourceIds ?? [] });
  });
  return goalId;
}
