import { type LessonBlock, withoutUnaskedMatter } from "@brainy/contract";
import { termsOf } from "./answer-question.ts";
import type { Untagged } from "./concepts.ts";
import type {
  CourseRoadmapInput,
  CourseRoadmapOutput,
  LessonAssessmentInput,
  LessonAssessmentOutput,
  PlanGoalInput,
  PlanGoalOutput,
  WriteLessonInput,
  WriteLessonOutput,
} from "./server-types.ts";
import { clip, createRandom, roundHours } from "./text.ts";

type Outline = NonNullable<PlanGoalInput["outline"]>[number];
type Heading = Outline["headings"][number];
export type Chapter = { title: string; source: string; page: number | null; sections: Heading[] };

/** Most courses a plan has (the task's own limit). */
const MAX_COURSES = 6;
const NOTE =
  "*Written by Brainy's offline demo model from your own material: it quotes and orders your passages. Connect a real AI model for full explanations.*";

/** The material's chapters: each source's top-level headings (or the source itself when it has none). */
export function chaptersOf(outlines: Outline[]): Chapter[] {
  const chapters: Chapter[] = [];
  for (const outline of outlines) {
    const tops = outline.headings.filter((h) => h.path.length === 1);
    if (tops.length === 0) {
      chapters.push({ title: outline.title, source: outline.title, page: null, sections: [] });
      continue;
    }
    for (const top of tops) {
      const sections = outline.headings.filter((h) => h.path.length === 2 && h.path[0] === top.path[0]);
      chapters.push({ title: top.path[0]!, source: outline.title, page: top.page, sections });
    }
  }
  return chapters;
}

/** Consecutive chapters grouped into at most `max` courses, in order. */
export function groupChapters(chapters: Chapter[], max: number): Chapter[][] {
  const size = Math.ceil(chapters.length / max);
  const groups: Chapter[][] = [];
  for (let i = 0; i < chapters.length; i += size) groups.push(chapters.slice(i, i + size));
  return groups;
}

const courseTitleOf = (group: Chapter[]) =>
  clip(group.length === 1 ? group[0]!.title : `${group[0]!.title} to ${group.at(-1)!.title}`, 120);

/** 'Use my material' on the demo: one course per chapter (or run of chapters), named after them. */
export function demoPlanFromMaterial(input: PlanGoalInput, level: number): PlanGoalOutput {
  // Front and back matter (licence, index, contents, bibliography) only when the goal asks for it.
  const asked = [input.goal, ...input.clarifications.map((c) => c.answer)].join(" ");
  const outlines = withoutUnaskedMatter(input.outline ?? [], asked);
  const groups = groupChapters(chaptersOf(outlines), MAX_COURSES);
  const courses = groups.map((group) => {
    const parts = group.flatMap((c) => (c.sections.length ? c.sections.map((s) => s.path[1]!) : [c.title]));
    const pages = group.map((c) => c.page).filter((p): p is number => p !== null);
    const where = pages.length ? ` from page ${Math.min(...pages)}` : "";
    const hours = roundHours(Math.max(1, parts.length * 1.5));
    const tags = [...termsOf(courseTitleOf(group))].slice(0, 3);
    return {
      title: courseTitleOf(group).padEnd(3, "."),
      description: clip(
        `Follows ${group.length === 1 ? "the chapter" : "the chapters"} of your material "${group[0]!.source}"${where}: ${parts.slice(0, 6).join(", ")}. Lessons quote your own text with citations.`,
        600,
      ).padEnd(20, "."),
      complexityLevel: Math.min(3, Math.max(1, level)),
      desiredDuration: hours,
      realisticDuration: hours,
      tags: tags.length ? tags : ["my material"],
    };
  });
  const title = clip(input.goal.trim() || outlines[0]?.title || "My material", 160);
  return { clarifyingQuestion: null, goal: { title: title.padEnd(3, "."), courses } };
}

/** The demo roadmap of a course from the material: the sub-headings of the chapters its title names. */
export function demoRoadmapFromMaterial(input: CourseRoadmapInput): CourseRoadmapOutput | null {
  const chapters = chaptersOf(withoutUnaskedMatter(input.outline ?? [], input.goal));
  const groups = groupChapters(chapters, MAX_COURSES);
  const group =
    groups.find((g) => courseTitleOf(g) === input.course.title) ??
    groups.find((g) => g.some((c) => input.course.title.includes(c.title)));
  if (!group) return null;
  const sections = group.flatMap((chapter) =>
    chapter.sections.length
      ? chapter.sections.map((s) => ({ topic: s.path[1]!, page: s.page, chapter: chapter.title }))
      : [{ topic: chapter.title, page: chapter.page, chapter: chapter.source }],
  );
  return {
    sections: sections.slice(0, 10).map((s) => ({
      topic: clip(s.topic, 120).padEnd(3, "."),
      summary: clip(
        `Work through "${s.topic}" in ${s.chapter}${s.page === null ? "" : ` (page ${s.page})`} and explain it in your own words.`,
        300,
      ),
    })),
  };
}

/** A passage's sentences, trimmed, in order. */
function sentencesOf(text: string): string[] {
  // A sentence ends at . ! or ? before a space, so "Node.js" and "3.12" stay whole.
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 2);
}

/**
 * The demo's grounded lesson: extractive. The best passages (as retrieval ranked them) are quoted
 * and structured under headers, each sentence carrying its passage's [n]; a summary lists the key
 * sentences and a practice task asks the learner to restate them. It invents no facts.
 */
export function demoWriteGroundedLesson(input: WriteLessonInput): WriteLessonOutput {
  const passages = (input.passages ?? []).slice(0, 4);
  const blocks: LessonBlock[] = [
    {
      type: "paragraph",
      text: `This lesson of **${input.courseTitle}** is about **${input.lessonTitle}**, taken from your own material. Read each part, then check the cited passage in your source.`,
    },
  ];
  const keyPoints: string[] = [];
  for (const passage of passages) {
    const sentences = sentencesOf(passage.text);
    if (sentences.length === 0) continue;
    const heading = passage.location.split(" · ").at(-1) ?? passage.location;
    blocks.push({ type: "header", level: 2, text: clip(heading.split(" › ").at(-1) ?? heading, 120) });
    const lead = sentences.slice(0, 3);
    blocks.push({ type: "paragraph", text: `${lead.join(" ")} [${passage.n}]` });
    const rest = sentences.slice(3, 7);
    if (rest.length > 1)
      blocks.push({ type: "list", ordered: false, items: rest.map((s) => `${s} [${passage.n}]`) });
    keyPoints.push(`${clip(lead.find((s) => s.length > 20) ?? lead[0]!, 200)} [${passage.n}]`);
  }
  blocks.push({ type: "header", level: 2, text: "Summary" });
  blocks.push({
    type: "list",
    ordered: false,
    items: keyPoints.length ? keyPoints : [input.section.summary],
  });
  blocks.push({ type: "header", level: 2, text: "Practice" });
  blocks.push({
    type: "paragraph",
    text: `Close your source and write the key points of ${input.lessonTitle} in your own words; then open the cited passages and check what you missed.`,
  });
  blocks.push({ type: "paragraph", text: NOTE });
  return {
    title: clip(input.lessonTitle, 200).padEnd(3, "."),
    blocks,
    books: [],
    imagePrompt: clip(`A clear explanatory illustration of ${input.lessonTitle}, no text`, 600),
    estimatedMinutes: Math.min(120, Math.max(5, input.estimatedMinutes || 15)),
  };
}

/** Statements no passage makes, for choices when the material has too few sections to compare. */
const FALSE_STATEMENTS = [
  "The material does not discuss this topic at all.",
  "The material says this idea was disproved and abandoned.",
  "The material treats this only as a historical curiosity.",
];

/**
 * The demo's assessment of a grounded lesson, from its cited passages: for each, which statement
 * the material makes under that heading (the other options come from other headings), then one
 * open question answered by the first passage. Each question names its passage.
 */
export function demoGroundedAssessment(input: LessonAssessmentInput): {
  questions: Untagged<LessonAssessmentOutput["questions"][number]>[];
} {
  const random = createRandom({ assessment: input.lessonTitle, grounded: true });
  const passages = (input.passages ?? []).filter((p) => sentencesOf(p.text).length > 0);
  const firstOf = (text: string) =>
    clip(sentencesOf(text).find((s) => s.length > 20) ?? sentencesOf(text)[0]!, 200);
  const questions: Untagged<LessonAssessmentOutput["questions"][number]>[] = [];
  for (const passage of passages.slice(0, 5)) {
    const correct = firstOf(passage.text);
    const others = passages.filter((p) => p !== passage).map((p) => firstOf(p.text));
    const wrong = [...new Set([...others, ...FALSE_STATEMENTS])].filter((o) => o !== correct).slice(0, 3);
    const options = random.shuffle([correct, ...wrong]);
    const where = passage.location.split(" › ").at(-1) ?? passage.location;
    questions.push({
      kind: "choice",
      question: clip(`According to your material (${where}), which statement is made there?`, 400),
      options,
      correctIndex: options.indexOf(correct),
      modelAnswer: null,
      rubric: null,
      passage: passage.n,
    });
  }
  const first = passages[0];
  if (first) {
    const key = sentencesOf(first.text).slice(0, 3).join(" ");
    questions.push({
      kind: "open",
      question: clip(
        `In two or three sentences, explain what your material says about ${input.lessonTitle}.`,
        400,
      ),
      options: [],
      correctIndex: null,
      modelAnswer: clip(key, 800),
      rubric: clip(`Restates the material's point: ${key}`, 600),
      passage: first.n,
    });
  }
  while (questions.length < 4) {
    const options = random.shuffle([
      "Re-read the cited passage and restate it in my own words",
      ...FALSE_STATEMENTS,
    ]);
    questions.push({
      kind: "choice",
      question: `What is a good way to check your understanding of ${clip(input.lessonTitle, 200)}?`,
      options,
      correctIndex: options.indexOf("Re-read the cited passage and restate it in my own words"),
      modelAnswer: null,
      rubric: null,
      passage: null,
    });
  }
  return { questions: questions.slice(0, 8) };
}
