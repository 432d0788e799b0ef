import { DOMAINS, type Domain, GENERIC_DOMAIN } from "./domain-data.ts";
import type { Clarification } from "./server-types.ts";
import { cleanText, clip, titleCase, toGerund, toSecondPerson, wordsOf } from "./text.ts";

/** What the demo provider understands of a goal: the subject, the purpose and the learner's level. */
export type GoalReading = {
  /** Display subject, e.g. "Python". */
  subject: string;
  /** Display purpose in title case, e.g. "Analyse Sales Data at Work", or "" when none was given. */
  purpose: string;
  /** The purpose as written (for sentences), e.g. "travel in Mexico". */
  purposeText: string;
  /** How the purpose joins a title: "for Data Analysis" or "to Travel in Mexico". */
  purposeJoin: "for" | "to";
  /** The purpose as a phrase for a sentence to the learner: "analysing sales data at work", "your exams". */
  purposePhrase: string;
  /** Main domain first, then a second domain the purpose points to (if any). */
  domains: Domain[];
  /** The second domain's own subject when the goal names one ("Python" in "machine learning with Python"). */
  secondSubject?: string;
  /** 1 beginner, 2 practitioner, 3 advanced. */
  level: 1 | 2 | 3;
  /** True when the level was stated (in the goal or an answer) rather than assumed. */
  levelStated: boolean;
  /** False when nothing usable was written (only emoji, or only "learn"). */
  hasSubject: boolean;
  /** Meaningful words of the goal, for vagueness checks. */
  wordCount: number;
  /** Lower-case words of the goal and answers, for picking purpose-specific sections. */
  words: string[];
};

const LEAD_INS = [
  /^(?:i\s+(?:would|'d)\s+like\s+to|i\s+want\s+to|i\s+wanna|i\s+need\s+to|i\s+hope\s+to|i'm\s+trying\s+to|help\s+me|teach\s+me|how\s+(?:do\s+i|to|can\s+i)|want\s+to|trying\s+to|goal:?|my\s+goal\s+is\s+to|(?:i'm|i\s+am)\s+(?:an?\s+)?(?:complete\s+|total\s+|absolute\s+)?(?:beginner|novice|intermediate|advanced)(?:\s+\w+)?\s+(?:and|but)\s+(?:i\s+)?(?:want|need|would\s+like)\s+to)(?:\s+|$)/i,
  /^(?:learn(?:ing)?(?:\s+how)?(?:\s+to)?|study|studying|master|mastering|improve(?:\s+my)?|get\s+(?:better|good)\s+at|become\s+(?:a|an)|understand|practi[cs]e|start(?:ing)?|begin|pick\s+up|brush\s+up(?:\s+on)?)(?:\s+|$)/i,
  /^(?:play(?:ing)?\s+(?:the\s+)?|speak(?:ing)?\s+|the\s+|a\s+|an\s+|some\s+|basic\s+|basics\s+of\s+|more\s+)/i,
];
const PURPOSE_SPLIT =
  /^(.*?)\s+(for|so\s+(?:that\s+)?i\s+can|in\s+order\s+to|to\s+help\s+me|because|to)\s+(.*)$/i;
/** Second domains that make sense next to a main one (Python + data, not guitar + sales). */
const COMPATIBLE: Record<string, string[]> = {
  programming: ["data", "design", "math"],
  data: ["programming", "business", "math"],
  math: ["data", "programming"],
  business: ["data", "writing"],
  design: ["business"],
  fitness: ["cooking"],
  languages: [],
  music: [],
  cooking: ["fitness"],
  photography: ["design", "business"],
  writing: ["business"],
};
const FIELD_SUBJECTS = new Set(["Programming", "Software Development", "Web Development", "Music", "Design"]);
/** Purposes that say nothing to plan around ("for fun"). */
const TRIVIAL_PURPOSE =
  /^(?:fun|myself|me|pleasure|a hobby|hobby|curiosity|interest|personal (?:interest|reasons|growth)|my own|(?:complete |absolute )?beginners?|a beginner|dummies|everyone)$/i;
const TRAILING_SMALL_WORDS = /(?:\s+(?:a|an|and|as|at|by|for|in|my|of|on|or|the|to|with|your|our))+$/i;
const GENERIC_SUBJECT_END = /\s+(?:in|at|on|with|as|while|during|from|using|via|by|and|or|but)\s+.*$/i;

const LEVEL_WORDS: [RegExp, 1 | 2 | 3][] = [
  [/\b(advanced|expert|professional(?:ly)?|senior|deep(?:er)?|mastery|years of|for years|fluent)\b/i, 3],
  [
    /\b(intermediate|some experience|some knowledge|a bit|a little|basics already|know the basics|practitioner|comfortable|used it|rusty|refresh)\b/i,
    2,
  ],
  [
    /\b(beginner|new to|never|no experience|none|nothing|from scratch|absolute|zero|just starting|complete novice|total novice|first time)\b/i,
    1,
  ],
];

/** Strips lead-ins such as "I want to learn" from a goal, leaving its subject phrase. */
function stripLeadIns(text: string): string {
  let rest = text.trim();
  for (let round = 0; round < 3; round++) for (const pattern of LEAD_INS) rest = rest.replace(pattern, "");
  return rest.trim();
}

/** Words after a nationality that make it a cuisine: "Italian cooking", "Thai food". */
const CUISINE_NEXT = /^\s*(?:cooking|cuisine|food|recipes?|dishes|baking|meals?|cookery)\b/;

/** Finds the domains a text mentions, in order of first mention, and the subject keywords hit. */
function findDomains(words: string[]): { domain: Domain; keyword: string; at: number }[] {
  const text = ` ${words.join(" ")} `;
  const hits: { domain: Domain; keyword: string; at: number }[] = [];
  for (const domain of DOMAINS) {
    let best: { keyword: string; at: number } | undefined;
    for (const keyword of domain.keywords) {
      // CJK text has no spaces between words: match those keywords anywhere.
      const at = /[\u3040-\u9fff\uac00-\ud7af]/.test(keyword)
        ? text.indexOf(keyword)
        : text.indexOf(` ${keyword} `);
      if (at < 0) continue;
      // "Italian cooking" is about food, not the language.
      if (domain.id === "languages" && CUISINE_NEXT.test(text.slice(at + keyword.length + 1))) continue;
      // A subject with its own curriculum ("Sourdough Baking") wins over a broader one ("Baking").
      const own = hasOwnCurriculum(domain, keyword);
      const bestOwn = best ? hasOwnCurriculum(domain, best.keyword) : false;
      const overlaps = best && (best.keyword.includes(keyword) || keyword.includes(best.keyword));
      if (overlaps && best) {
        if (keyword.length > best.keyword.length) best = { keyword, at };
      } else if (
        !best ||
        (own && !bestOwn) ||
        (own === bestOwn && (at < best.at || (at === best.at && keyword.length > best.keyword.length)))
      )
        best = { keyword, at };
    }
    if (best) hits.push({ domain, ...best });
  }
  return hits.sort((a, b) => a.at - b.at);
}

/** What answers name as a subject once level phrases and purposes are taken out ("some experience, for fun" → ""). */
function subjectOfAnswers(answers: string): string {
  let rest = answers.split(/[.;]/)[0] ?? "";
  for (const [pattern] of LEVEL_WORDS) rest = rest.replace(new RegExp(pattern.source, "gi"), " ");
  rest = rest.replace(/\b(?:for|to|so i can|because)\b.*$/i, "").replace(/\b(?:i'm|i am|some|a|an)\b/gi, " ");
  return stripLeadIns(rest.replace(/[,\s]+/g, " ").trim());
}

/** Whether a keyword's subject has its own sections in some course of the domain. */
function hasOwnCurriculum(domain: Domain, keyword: string): boolean {
  const subject = domain.subjects[keyword];
  // Broad fields ("programming") never beat a named subject ("Rust"), even when they have their own lines.
  if (subject === undefined || FIELD_SUBJECTS.has(subject)) return false;
  return domain.courses.some((c) => c.bySubject?.[subject]);
}

/** Reads the learner's level from text, if stated. */
export function readLevel(text: string): 1 | 2 | 3 | undefined {
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(text)) return level;
  return undefined;
}

/**
 * Splits the app's goal text "description (Question? answer Question? answer)" back into the
 * description and the answers, so roadmaps see the same goal the planner saw.
 */
export function splitGoalText(goal: string): { description: string; answers: string[] } {
  const match = goal.match(/^(.*?)\s*\((.*\?.*)\)\s*$/s);
  if (!match) return { description: goal, answers: [] };
  const answers = match[2]!
    .split("?")
    .slice(1)
    .map((part) => part.trim())
    .filter(Boolean);
  return { description: match[1]!, answers };
}

/** Builds the demo provider's reading of a goal and the clarifications so far. */
export function readGoal(goal: string, clarifications: Clarification[] = []): GoalReading {
  const split = splitGoalText(goal);
  const cleanGoal = clip(cleanText(split.description), 300);
  const answers = [...split.answers, ...clarifications.map((c) => c.answer)]
    .map(cleanText)
    .filter(Boolean)
    .join(". ");
  const [head = cleanGoal, afterColon = ""] = (cleanGoal.split(/[.!?;\n(]/)[0] ?? cleanGoal).split(":");
  const core = stripLeadIns(head);
  const purposeMatch = core.match(PURPOSE_SPLIT);
  const subjectPhrase = purposeMatch ? purposeMatch[1]! : core;
  const joinWord = purposeMatch?.[2]?.toLowerCase() ?? "";
  const goalPurpose = purposeMatch && joinWord !== "because" ? purposeMatch[3]! : "";
  const goalWords = wordsOf(cleanGoal);
  const words = wordsOf(`${cleanGoal} ${answers}`);
  const hits = findDomains(words);
  const subjectHit =
    hits.find((h) => h.domain.subjects[h.keyword] && wordsOf(subjectPhrase).join(" ").includes(h.keyword)) ??
    hits.find((h) => h.domain.subjects[h.keyword]);
  const genericPhrase = (subjectPhrase || core || subjectOfAnswers(answers)).replace(GENERIC_SUBJECT_END, "");
  const fallbackSubject = titleCase(
    toGerundPhrase(
      clip(genericPhrase, 40)
        .split(" ")
        .slice(0, 4)
        .join(" ")
        .replace(TRAILING_SMALL_WORDS, "")
        .replace(/\s+(?:basics|fundamentals|essentials|101|skills)$/i, ""),
    ),
  );
  const subject = subjectHit
    ? subjectHit.domain.subjects[subjectHit.keyword]!
    : fallbackSubject || "Your Chosen Subject";
  const found = goalPurpose
    ? { text: goalPurpose, join: joinWord === "for" ? ("for" as const) : ("to" as const) }
    : extractPurpose(afterColon.trim() ? `to ${afterColon.trim()}. ${answers}` : answers);
  const purposeJoin = found?.join ?? "to";
  const purposeSource = found?.text ?? "";
  const purposeCore = (purposeJoin === "for" ? stripLeadIns(purposeSource) : purposeSource)
    .split(",")[0]!
    .trim();
  const purposeText = clip(purposeCore, 48)
    .split(" ")
    .slice(0, 6)
    .join(" ")
    .replace(TRAILING_SMALL_WORDS, "");
  const purpose = titleCase(purposeText);
  const main = subjectHit?.domain ?? hits[0]?.domain;
  const secondHit = hits.find((h) => h.domain !== main && main && COMPATIBLE[main.id]?.includes(h.domain.id));
  const second = secondHit?.domain;
  const domains = main ? (second ? [main, second] : [main]) : [GENERIC_DOMAIN];
  const stated = readLevel(answers) ?? readLevel(cleanGoal);
  const samePurpose =
    purpose.toLocaleLowerCase() === subject.toLocaleLowerCase() || TRIVIAL_PURPOSE.test(purposeText);
  return {
    subject,
    purpose: samePurpose ? "" : purpose,
    purposeText: purpose && !samePurpose ? purposeText : "",
    purposeJoin,
    purposePhrase: purpose && !samePurpose ? describePurpose(purposeCore, purposeJoin) : "",
    domains,
    secondSubject: secondHit ? secondHit.domain.subjects[secondHit.keyword] : undefined,
    hasSubject: Boolean(subjectHit || fallbackSubject),
    level: stated ?? 1,
    levelStated: stated !== undefined,
    wordCount: goalWords.length,
    words,
  };
}

/** The purpose for a sentence to the learner: "to analyse sales data" → "analysing sales data". */
function describePurpose(text: string, join: "for" | "to"): string {
  const phrase = toSecondPerson(clip(text, 70).replace(TRAILING_SMALL_WORDS, ""));
  if (join === "for") return phrase;
  const [verb = "", ...rest] = phrase.split(" ");
  return [toGerund(verb), ...rest].join(" ");
}

const VERBS = new Set(
  (
    "write bake build make cook run draw paint read design manage grow start launch create fix repair sew " +
    "knit swim fly drive invest sell teach edit film dance train use brew plan speak sing play code program " +
    "develop analyse analyze solve win pass publish record climb ski surf shoot trade save budget lead " +
    "negotiate present organise organize care keep travel talk work automate get watch visit move apply " +
    "prepare understand help find land chat order raise look lose hold ask tell take change beat sketch"
  ).split(" "),
);
/** "holding" → "hold": answers often state a purpose as a gerund ("holding simple conversations"). */
const GERUNDS = new Map([...VERBS].map((verb) => [toGerund(verb), verb]));

/** The base form of a purpose's first word when it is a known verb or its -ing form, else undefined. */
function baseVerb(word: string): string | undefined {
  const w = word.toLocaleLowerCase();
  return VERBS.has(w) ? w : GERUNDS.get(w);
}

/** Turns a leading verb into its -ing form ("write a novel" → "writing a novel") so it reads as a subject. */
export function toGerundPhrase(phrase: string): string {
  const [first = "", ...rest] = phrase.split(" ");
  if (!VERBS.has(first.toLocaleLowerCase())) return phrase;
  return [toGerund(first), ...rest].join(" ");
}

/**
 * A purpose from clarification answers: the words after "for", "to" or "so I can", else an answer
 * clause that starts with a verb ("analyse sales data at work").
 */
function extractPurpose(answers: string): { text: string; join: "for" | "to" } | undefined {
  const clauses = answers.split(/[.,;]|\band\b|\bbut\b/i).map((c) => c.trim());
  for (const clause of clauses) {
    // A clause that starts with a verb is the purpose whole: "cook dinner for my family", not "my family".
    // Only "I want to…" lead-ins go first, so "play songs around a campfire" keeps its verb.
    const [first = "", ...rest] = clause.replace(LEAD_INS[0]!, "").trim().split(" ");
    const verb = baseVerb(first);
    if (verb && rest.length >= 1) return { text: [verb, ...rest].join(" "), join: "to" };
    const match = clause.match(/\b(for|to|so i can|so that i can|in order to)\s+(.{3,60})$/i);
    // "new to design" states a level, not a purpose.
    if (!match || /\b(?:new|used|close)\s*$/i.test(clause.slice(0, match.index))) continue;
    if (/^(?:be|have|know)\b/i.test(match[2]!)) continue;
    return { text: match[2]!.trim(), join: match[1]!.toLowerCase() === "for" ? "for" : "to" };
  }
  return undefined;
}
