import { type AudioOverview, AudioOverviewSchema, type LessonContent } from "@brainy/contract";
import { DEMO_ANSWERS } from "@brainy/demo-ai";
import { eq } from "drizzle-orm";
import { lessons } from "../src/db/schema/index.ts";
import type { TestContext } from "./app.ts";
import { type bindCall, createUser, makePro, seedGoalTree, type TestUser } from "./factories.ts";
import { fakeSpeaker } from "./fake-speaker.ts";

/** A demo lesson's content, as the demo AI writes it. */
export function demoLesson(title: string): LessonContent {
  const written = DEMO_ANSWERS["write-lesson"]({
    goal: "Learn Python",
    courseTitle: "Python basics",
    courseDescription: "",
    level: 1,
    section: { topic: "Control flow", summary: "" },
    lessonTitle: title,
    previousLessons: [],
    nextLessons: [],
    earlierSections: [],
    estimatedMinutes: 30,
  });
  return { title: written.title, blocks: written.blocks };
}

/** The audio overview tests' helpers, on one test app (`useTestApp`'s fixture). */
export function overviewHelpers(fx: { t: TestContext; call: ReturnType<typeof bindCall> }) {
  /** A learner with `count` lessons of one section, each written (ready) unless `written` is false. */
  async function learner(count = 1, options: { pro?: boolean; written?: boolean } = {}) {
    const user = await createUser(fx.t);
    if (options.pro) await makePro(fx.t, user.id);
    const tree = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: count });
    const rows = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id))
      .orderBy(lessons.order);
    if (options.written !== false) {
      for (const row of rows)
        await fx.t.handle.db
          .update(lessons)
          .set({ content: demoLesson("Loops in Python"), generationStatus: "ready" })
          .where(eq(lessons.id, row.id));
    }
    return { user, lessonIds: rows.map((r) => r.id), ...tree };
  }

  const make = (user: TestUser, scope: object, length = "brief") =>
    fx.call(user, "POST", "/api/audio-overviews", { scope, length });

  /** Polls the overview until its work ends (jobs run in this process). */
  async function settled(user: TestUser, id: string): Promise<AudioOverview> {
    for (let i = 0; i < 1800; i++) {
      const answer = await fx.call(user, "GET", `/api/audio-overviews/${id}`);
      const overview = AudioOverviewSchema.parse(answer.json());
      if (overview.state === "done" || overview.state === "failed") return overview;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the overview did not finish");
  }

  return { learner, make, settled };
}

/** A speaker whose every turn waits until released (then fails): the work stays queued or running. */
export function heldSpeaker() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { speaker } = fakeSpeaker({ failAlways: true });
  return {
    speaker: { ...speaker, speak: async () => held.then(() => speaker.speak("x", speaker.voices().host)) },
    release,
  };
}
