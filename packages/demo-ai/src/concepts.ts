import { conceptKey } from "@brainy/contract";
import { clip } from "./text.ts";

/** A concept the demo names for a lesson, with the names it builds on (the planning tasks' field). */
export type DemoConcept = { name: string; buildsOn: string[] };

/** Title openings that frame a lesson rather than name what it teaches. */
const FRAMES =
  /^(?:an introduction to|introduction to|first principles of|a guided tour of|understanding|getting started with|a closer look at|the basics of|basics of|a quick tour of|practice|challenge|quick check|project)\s*:?\s+/i;
/** Endings that frame a practice lesson ('… on a Real Case'). */
const TAILS = /\s+(?:on a real case|step by step|on your own|in practice)$/i;
/** Lessons that check what the section taught: they reuse its concepts. */
const CHECKS = /^(?:quick check|review|recap)\b|what you learned/i;
/** Headings of a written lesson that frame it rather than name a concept. */
const FRAME_HEADINGS =
  /^(?:the big picture|worked example|a worked example|key (?:points|ideas|takeaways)|summary|recap|check your understanding|what .+ means|.+ in practice|practice|practice task|further reading|common mistakes|try it yourself|your turn|next steps|from your material|references)$/i;

/** Lessons every demo section may have, whose concepts the title alone cannot name. */
const GENERIC: [RegExp, (topic: string) => string[]][] = [
  [/common mistakes/i, (t) => [`Common mistakes with ${t}`, `Avoiding mistakes with ${t}`]],
  [/worked example|in action/i, (t) => [`${t} worked example`, appliedForm(t)]],
  [/^planning the project/i, () => ["Project planning", "Project scope"]],
  [/^building a first version/i, () => ["Building a first version", "Iterating on a draft"]],
  [/^testing and improving/i, () => ["Testing your work", "Improving from feedback"]],
  [/^presenting your work/i, () => ["Presenting your work", "Explaining your choices"]],
];

const tidy = (text: string) => clip(text.replace(/[.:;,!?]+$/, "").trim(), 60);

/** Words ending in -ing that are nouns, not a gerund opening a title. */
const NOT_GERUNDS = new Set([
  "string",
  "thing",
  "spring",
  "king",
  "ring",
  "wing",
  "ceiling",
  "morning",
  "evening",
  "clothing",
  "swing",
]);

/** "Installing Python on Your Computer" opens with a gerund: it names an activity already. */
function isActivity(core: string): boolean {
  const first = core.split(/\s+/)[0]?.toLowerCase() ?? "";
  return first.length > 4 && first.endsWith("ing") && !NOT_GERUNDS.has(first);
}

/**
 * The concept of putting `core` to use: "Applying Loops", but "Installing Python: key steps" for a
 * title that is an activity already (never "Applying Installing Python").
 */
const appliedForm = (core: string) => (isActivity(core) ? `${core}: key steps` : `Applying ${core}`);

/**
 * A name as a concept reads: no leading article, capitalised ("the Interactive Shell" →
 * "Interactive Shell").
 */
function asConceptName(name: string): string {
  const bare = name.replace(/^(?:the|a|an)\s+(?=\S)/i, "").trim() || name.trim();
  // Code keeps its case ('f-Strings').
  if (/^[a-z][-_.(]/.test(bare)) return bare;
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** What a title names once its frame is taken off: "An Introduction to Loops" → "Loops". */
function coreOf(title: string): string {
  let core = title.trim();
  for (let i = 0; i < 3 && FRAMES.test(core); i++) core = core.replace(FRAMES, "");
  return core.replace(TAILS, "").trim() || title.trim();
}

/** "Variables and Types" → Variables, Types; "Control Flow: Conditions, Loops" → Conditions, Loops. */
function partsOf(text: string): string[] {
  const body = text.includes(":") ? text.split(":").slice(1).join(":") : text;
  // "vs" in lower case only: "VS Code" is one name.
  return body
    .split(/,|\b(?:and|And|AND|with|With)\b|&|\s+vs\.?\s+/)
    .map((p) => tidy(p))
    .filter((p) => p.length > 2);
}

/** A short form of the section's topic to name generic lessons' concepts by. */
const shortTopic = (topic: string) => tidy(coreOf(topic)).slice(0, 40).trim() || "the topic";

/**
 * The names one lesson teaches, before buildsOn: from its headings, its title, or the section's; a
 * check lesson's are the section's own, as named before, the others read as concepts (asConceptName).
 */
function namesFor(
  title: string,
  topic: string,
  earlierFirsts: string[],
  earlierAll: string[],
  known: string[],
  headings: string[] | undefined,
): string[] {
  const names = rawNamesFor(title, topic, earlierFirsts, earlierAll, known, headings);
  if (CHECKS.test(title)) return names;
  const earlier = new Set([...earlierFirsts, ...earlierAll, ...known]);
  return names.map((name) => (earlier.has(name) ? name : asConceptName(name)));
}

function rawNamesFor(
  title: string,
  topic: string,
  earlierFirsts: string[],
  earlierAll: string[],
  known: string[],
  headings: string[] | undefined,
): string[] {
  if (CHECKS.test(title)) {
    const reused = [...new Set([...earlierFirsts, ...earlierAll, ...known.slice(-4)])].slice(0, 4);
    return reused.length >= 2
      ? reused
      : [`${shortTopic(topic)} basics`, `${shortTopic(topic)} vocabulary`].map(asConceptName);
  }
  const fromHeadings = (headings ?? []).filter((h) => !FRAME_HEADINGS.test(h.trim())).map(tidy);
  if (fromHeadings.length >= 2) return fromHeadings.slice(0, 4);
  const generic = GENERIC.find(([pattern]) => pattern.test(title));
  if (generic) return generic[1](shortTopic(topic));
  const combining = /^practice:\s*combining\s+(.+?)\s+and\s+(.+)$/i.exec(title);
  if (combining)
    return [
      `Combining ${tidy(combining[1]!)} and ${tidy(combining[2]!)}`,
      tidy(combining[1]!),
      tidy(combining[2]!),
    ];
  const core = tidy(coreOf(title));
  const parts = partsOf(core);
  if (parts.length >= 2) return parts.slice(0, 3);
  if (/^practice\b/i.test(title)) return [appliedForm(core), earlierFirsts.at(-1) ?? core];
  return [core, appliedForm(core)];
}

/**
 * The demo's concepts for a section's lessons (issue 37), deterministic: each lesson's from its
 * headings when written (two or more that name something), else from its title's parts, else named
 * after the section for the demo's generic lessons; a check lesson reuses the section's concepts.
 * Each lesson's first concept builds on the previous lesson's first (or the goal's last known one),
 * its other concepts on its first.
 */
export function demoConceptsFor(input: {
  topic: string;
  titles: string[];
  known?: readonly string[];
  headings?: (string[] | undefined)[];
}): DemoConcept[][] {
  const known = [...(input.known ?? [])];
  const firsts: string[] = [];
  const all: string[] = [];
  return input.titles.map((title, index) => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (const name of namesFor(title, input.topic, firsts, all, known, input.headings?.[index])) {
      const key = conceptKey(name);
      if (name.length < 2 || !key || seen.has(key)) continue;
      seen.add(key);
      names.push(name);
    }
    for (const filler of [`${shortTopic(input.topic)} basics`, appliedForm(shortTopic(input.topic))].map(
      asConceptName,
    )) {
      if (names.length >= 2) break;
      if (!seen.has(conceptKey(filler))) {
        seen.add(conceptKey(filler));
        names.push(filler);
      }
    }
    const before = firsts.at(-1) ?? known.at(-1);
    // A check lesson's concepts are the section's, already linked.
    const reused = CHECKS.test(title);
    const concepts = names.slice(0, 6).map((name, i) => ({
      name,
      buildsOn: reused
        ? []
        : i === 0
          ? before && conceptKey(before) !== conceptKey(name)
            ? [before]
            : []
          : [names[0]!],
    }));
    firsts.push(names[0]!);
    all.push(...names);
    return concepts;
  });
}

/** A list of items without their concepts yet (the demo's drafts, tagged last). */
export type Untagged<T extends { concepts: string[] }> = Omit<T, "concepts">;

/** Items naming the lesson's concepts in turn, one each (none when the lesson's are not given). */
export function tagInTurn<T extends object>(
  items: readonly T[],
  concepts: readonly string[] | undefined,
): (T & { concepts: string[] })[] {
  return items.map((item, i) => ({
    ...item,
    concepts: concepts?.length ? [concepts[i % concepts.length]!] : [],
  }));
}
