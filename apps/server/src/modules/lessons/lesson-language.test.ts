import { LessonSchema, LessonVersionListSchema } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, seedGoalTree, useTestApp } from "../../../test/factories.ts";
import { lessons } from "../../db/schema/index.ts";

describe("a lesson keeps the language it was written in", () => {
  const fx = useTestApp();

  it("is written in the learner's language, keeps it when theirs changes, and a rewrite is in the new one", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    const [{ id: lessonId }] = (await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id))) as [{ id: string }];
    const read = async () =>
      LessonSchema.parse((await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json());

    expect((await read()).language).toBeNull();
    expect((await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`)).statusCode).toBe(200);
    await expect.poll(async () => (await read()).generationStatus, { timeout: 20_000 }).toBe("ready");
    expect((await read()).language).toBe("en");

    // The learner switches to German: the lesson still says it was written in English.
    expect((await fx.call(user, "PUT", "/api/user/profile", { learningLanguage: "de" })).statusCode).toBe(
      200,
    );
    expect((await read()).language).toBe("en");

    // A rewrite is written in the learner's language now.
    const list = LessonVersionListSchema.parse(
      (await fx.call(user, "GET", `/api/lessons/${lessonId}/versions`)).json(),
    );
    const rewrite = await fx.call(user, "POST", `/api/courses/${list.courseId}/edits`, {
      courseVersion: list.courseVersion,
      edit: { kind: "rewriteLesson", lessonId, style: "simpler" },
    });
    expect(rewrite.statusCode).toBe(200);
    // The rewrite streams into the lesson after the edit answers: follow it to its end.
    expect((await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`)).statusCode).toBe(200);
    const after = await read();
    expect(after.language).toBe("de");
    expect(after.content).not.toBeNull();
  });
});
