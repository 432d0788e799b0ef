import type { LessonBlock } from "@brainy/contract";
import { generateLessons, MAX_LESSON_TITLE, withConcepts } from "./lessons.ts";
import type {
  CourseSectionInput,
  CourseSectionOutput,
  RewriteLessonInput,
  RewriteLessonOutput,
  RewriteSectionLessonsInput,
  SectionLessonsOutput,
} from "./server-types.ts";
import { clip, createRandom, titleCase, wordsOf } from "./text.ts";

/** Words of a topic worth matching (not 'and', 'the', …). */
const keyWords = (text: string) => new Set(wordsOf(text.toLowerCase()).filter((w) => w.length > 3));

/**
 * 'Add a section about …': a section on the subject, placed after the last section sharing a word
 * with it (else last), with lessons on its parts, practice and a check.
 */
export function demoWriteCourseSection(input: CourseSectionInput): CourseSectionOutput {
  const random = createRandom({ task: "write-course-section", ...input });
  const topic = clip(titleCase(input.subject.trim().replace(/[.!?]+$/, "")), 120);
  const subjectWords = keyWords(input.subject);
  let position = input.sections.length;
  input.sections.forEach((section, index) => {
    if ([...keyWords(section.topic)].some((w) => subjectWords.has(w))) position = index + 1;
  });
  const titles = [...new Set(generateLessons(topic, random).map((t) => clip(t, MAX_LESSON_TITLE)))];
  return {
    topic,
    summary: `You asked for this section: after it you can explain ${topic.toLowerCase()} and use it in ${input.courseTitle}.`,
    position,
    lessons: withConcepts(topic, titles.slice(0, 6), random, input.knownConcepts).lessons,
  };
}

/** A section's lessons rewritten: practice first when the instruction asks for it, else anew. */
export function demoRewriteSectionLessons(input: RewriteSectionLessonsInput): SectionLessonsOutput {
  const random = createRandom({ task: "rewrite-section-lessons", ...input });
  const short = clip(input.section.topic, 36);
  const titles = /practi[cs]e|hands|exercis/i.test(input.instruction)
    ? [
        `A Quick Tour of ${short}`,
        `Practice: ${short} Step by Step`,
        `Practice: ${short} on a Real Case`,
        "Practice: Find and Fix the Mistakes",
        `Challenge: ${short} on Your Own`,
      ]
    : generateLessons(input.section.topic, random);
  const unique = [...new Set(titles.map((t) => clip(t, MAX_LESSON_TITLE)))];
  return withConcepts(input.section.topic, unique.slice(0, 6), random, input.knownConcepts);
}

/** The first sentences of a text, at most `n`. */
function firstSentences(text: string, n: number): string {
  const sentences = text.split(/(?<=[.!?])\s+/).map((s) => `${s} `);
  return sentences.slice(0, n).join("").trim();
}

/** The `[n]` citation markers of a text, in order. */
const markersOf = (text: string) => text.match(/\[\d{1,2}\]/g) ?? [];

/** A shortened text keeps the citation markers the whole one carried (at its end). */
function keepMarkers(short: string, whole: string): string {
  const missing = [...new Set(markersOf(whole))].filter((m) => !short.includes(m));
  return missing.length ? `${short} ${missing.join(" ")}` : short;
}

/**
 * A lesson from the learner's material that cites none of its passages yet (written before the goal
 * had sources) gains a part quoting the first sentences of the best ones, with their numbers.
 */
function fromYourMaterial(input: RewriteLessonInput, blocks: LessonBlock[]): LessonBlock[] {
  const passages = input.passages ?? [];
  if (passages.length === 0 || blocks.some((b) => markersOf(JSON.stringify(b)).length > 0)) return [];
  const items = passages
    .slice(0, 3)
    .map((p) => `${clip(firstSentences(p.text, 2), 300)} [${p.n}]`)
    .filter((item) => item.length > 6);
  if (items.length === 0) return [];
  return [
    { type: "header", level: 2, text: "From Your Material" },
    { type: "list", ordered: false, items },
  ];
}

/**
 * A new version of a lesson: simpler (short paragraphs), deeper, with more examples, or as asked.
 * A grounded lesson keeps its citation markers; one not citing its material yet gains a part from it.
 */
export function demoRewriteLesson(input: RewriteLessonInput): RewriteLessonOutput {
  const { title, style } = input;
  const blocks: LessonBlock[] = [];
  const opening: Record<typeof style, string> = {
    simpler: `This is a simpler version of **${title}**: the same ideas, in short sentences, one at a time.`,
    deeper: `This is a deeper version of **${title}**: each idea comes with why it works and where it stops working.`,
    "more-examples": `This version of **${title}** adds a worked example after each idea.`,
    custom: `This version of **${title}** was rewritten as you asked: "${input.instruction ?? ""}".`,
  };
  blocks.push({ type: "paragraph", text: opening[style] });
  for (const block of input.blocks) {
    if (style === "simpler") {
      if (block.type === "paragraph")
        blocks.push({ ...block, text: keepMarkers(firstSentences(block.text, 2), block.text) });
      else if (block.type === "list") blocks.push({ ...block, items: block.items.slice(0, 4) });
      else if (block.type === "header") blocks.push(block);
      continue;
    }
    blocks.push(block);
    if (block.type !== "header" || block.level < 3) continue;
    if (style === "deeper") {
      blocks.push({
        type: "paragraph",
        text: `**Why ${block.text.toLowerCase()} works:** trace each step back to the problem it solves, then look for the case where that step no longer holds. That edge case is where experts check their work.`,
      });
    } else if (style === "more-examples") {
      blocks.push({
        type: "paragraph",
        text: `**Example:** take the smallest case of ${block.text.toLowerCase()} you can think of, work it through by hand, then change one thing and predict the result before checking it.`,
      });
    }
  }
  if (style === "simpler") {
    blocks.push({
      type: "paragraph",
      text: `**In one sentence:** ${title} is a tool with one job; say what that job is, and the details follow.`,
    });
  }
  if (style === "deeper") {
    blocks.push({ type: "header", level: 2, text: "Going Deeper" });
    blocks.push({
      type: "paragraph",
      text: `Experts connect ${title.toLowerCase()} to the ideas around it: ask what it assumes, what breaks when an assumption fails, and which neighbouring idea handles that case.`,
    });
  }
  const checked = upToDate(input, blocks);
  const material = checked.length > 0 ? [] : fromYourMaterial(input, blocks);
  const extra = [...checked, ...material];
  return { title, blocks: [...blocks.slice(0, 40 - extra.length), ...extra] };
}

/**
 * 'Rewrite with these pages': each claim the check found changed is replaced, where the lesson says
 * it, by the page's sentence the finding quotes, with the page's number; a part lists the findings.
 */
function upToDate(input: RewriteLessonInput, blocks: LessonBlock[]): LessonBlock[] {
  const changed = (input.webFindings ?? []).filter((f) => f.verdict === "changed");
  if (changed.length === 0) return [];
  for (const finding of changed) {
    const quoted = /“(.+)”\s*(\[\d{1,2}\])/.exec(finding.finding);
    if (!quoted) continue;
    // The claim as the lesson has it, its old citation markers and end included.
    const core = finding.claim
      .replace(/\s*\[\d{1,2}\]/g, "")
      .trim()
      .replace(/[.!?]$/, "");
    const said = new RegExp(
      `${core.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\[\\d{1,2}\\])*[.!?]?(\\s*\\[\\d{1,2}\\])*`,
    );
    // The lesson's own style: the marker after the sentence's full stop.
    const now = `${quoted[1]} ${quoted[2]}`;
    for (const [i, block] of blocks.entries()) {
      if (block.type === "paragraph" && said.test(block.text))
        blocks[i] = { ...block, text: block.text.replace(said, now) };
      else if (block.type === "list" && block.items.some((item) => said.test(item)))
        blocks[i] = { ...block, items: block.items.map((item) => item.replace(said, now)) };
    }
  }
  return [
    { type: "header", level: 2, text: "Brought Up to Date" },
    { type: "list", ordered: false, items: changed.map((f) => clip(f.finding, 400)) },
  ];
}
