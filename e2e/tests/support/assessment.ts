import type { Page } from "playwright-core";
import { expect } from "vitest";
import { apiAs } from "./accounts.ts";

// The demo assessment's wrong options come from fixed sets, so a test can tell them from the right one.
const DEMO_DECOYS = new Set([
  "Memorising definitions without ever applying them",
  "Skipping examples to save time",
  "Changing several things at once and guessing what worked",
  "Avoiding any check of the result",
  "Learning every detail before trying anything",
  "Copying a solution without reading it",
  "History of the Printing Press",
  "Advanced Tax Law",
  "Marine Biology Field Work",
  "Medieval Poetry",
  "cobol",
  "fortran",
  "haskell",
  "lisp",
  "E = mc^2",
  "a^2 + b^2 = c^2",
  "F = ma",
]);

/** Answers every question: the non-decoy option (right) or a decoy (wrong); open ones in words. */
export async function answerAll(page: Page, right: boolean, lessonTitle: string) {
  const cards = page.locator("form fieldset");
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const radios = card.getByRole("radio");
    if ((await radios.count()) === 0) {
      await card
        .getByPlaceholder("Your answer...")
        .fill(
          right
            ? `${lessonTitle} is about the main idea; I would apply it by trying a small example first and checking the result, then varying it.`
            : "No idea.",
        );
      continue;
    }
    for (let j = 0; j < (await radios.count()); j++) {
      const value = (await radios.nth(j).getAttribute("value")) ?? "";
      if (DEMO_DECOYS.has(value) !== right) {
        await radios.nth(j).check();
        break;
      }
    }
  }
}

type Question = { index: number; type: "multiple-choice" | "open"; options: string[] };
type Assessment = { id: string; status: string; questions: Question[]; result: { passed: boolean } | null };

/** Takes a lesson's assessment through the API as a learner would: write it, get its assessment, answer. */
export async function answerLessonByApi(token: string, lesson: { id: string; title: string }, right = true) {
  expect((await apiAs(token, `/lessons/${lesson.id}/generate-content`, { method: "POST" })).status).toBe(200);
  await apiAs(token, `/lessons/${lesson.id}/assessment`, { method: "POST" });
  let assessment: Assessment | undefined;
  await expect
    .poll(
      async () => {
        assessment = (await apiAs(token, `/assessments/lesson/${lesson.id}`)).body as Assessment;
        return assessment.status;
      },
      { timeout: 20_000 },
    )
    .toBe("ready");
  const answers = assessment!.questions.map((q) =>
    q.type === "open"
      ? right
        ? `${lesson.title} is about the main idea; I would apply it by trying a small example first and checking the result, then varying it.`
        : "No idea."
      : q.options.find((option) => DEMO_DECOYS.has(option) !== right)!,
  );
  const submitted = await apiAs(token, `/assessments/lesson/${assessment!.id}/submit`, {
    method: "POST",
    body: { answers },
  });
  expect((submitted.body as Assessment).result?.passed).toBe(right);
}
