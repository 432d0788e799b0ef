// Goal creation with the demo AI, and the flat query count behind the courses screen.

import { createTestApp } from "../apps/server/test/app.ts";
import { createUser, seedGoalTree, TWO_COURSES } from "../apps/server/test/factories.ts";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** POST /goals/with-plan x20, then optimized-data query counts. */
export async function benchGoals(): Promise<void> {
  const t = await createTestApp();
  try {
    const timings: number[] = [];
    for (let i = 0; i < 20; i++) {
      // A new learner each time: the per-user AI rate limit (6 a minute) must not throttle the bench.
      const user = await createUser(t);
      const started = performance.now();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/goals/with-plan",
        headers: user.auth,
        payload: {
          description: `learn python for data analysis ${i}`,
          clarifications: [],
          courses: TWO_COURSES,
        },
      });
      timings.push(performance.now() - started);
      if (res.statusCode !== 201) throw new Error(`with-plan answered ${res.statusCode}: ${res.body}`);
    }
    console.log(
      `POST /api/goals/with-plan (demo AI, 2 courses, ${t.handle.kind}): median ${median(timings).toFixed(1)} ms of 20`,
    );

    const counts: string[] = [];
    for (const shape of [
      { courseCount: 2, sectionCount: 2, lessonCount: 2 },
      { courseCount: 5, sectionCount: 8, lessonCount: 5 },
    ]) {
      const owner = await createUser(t);
      await seedGoalTree(t, owner.id, shape);
      const before = t.handle.stats.queries;
      const res = await t.app.inject({
        method: "GET",
        url: "/api/learningplan/optimized-data",
        headers: owner.auth,
      });
      if (res.statusCode !== 200) throw new Error(`optimized-data answered ${res.statusCode}`);
      counts.push(
        `${shape.courseCount}x${shape.sectionCount}x${shape.lessonCount}: ${t.handle.stats.queries - before} queries`,
      );
    }
    console.log(`GET /api/learningplan/optimized-data (courses x sections x lessons): ${counts.join(", ")}`);
  } finally {
    await t.close();
  }
}
