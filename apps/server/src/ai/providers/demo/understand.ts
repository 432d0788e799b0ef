import type { Clarification } from "../../engine.ts";
import { DOMAINS, type Domain, GENERIC_DOMAIN } from "./domain-data.ts";
import { cleanText, clip, titleCase, wordsOf } from "./text.ts";

/** What the demo provider understands of a goal: the subject, the purpose and the learner's level. */
export type GoalReading = {
  /** Display subject, e.g. "Python". */
  subject: string;
  /** Display purpose, e.g. "Data Analysis", or "" when none was given. */
  purpose: string;
  /** The purpose as written (for sentences), e.g. "travel in Mexico". */
  purposeText: string;
  /** How the purpose joins a title: "for Data Analysis" or "to Travel in Mexico". */
  purposeJoin: "for" | "to";
  /** Main domain first, then a second domain the purpose points to (if any). */
  domains: Domain[];
  /** 1 beginner, 2 practitioner, 3 advanced. */
  level: 1 | 2 | 3;
  /** True when the level was stated (in the goal or an answer) rather than assumed. */
  levelStated: boolean;
  /** False when nothing usable was written (only emoji, or only "learn"). */
  hasSubject: boolean;
  /** Meaningful words of the goal, for vagueness checks. */
  wordCount: number;
};

const LEAD_INS = [
  /^(?:i\s+(?:would|'d)\s+like\s+to|i\s+want\s+to|i\s+wanna|i\s+need\s+to|i\s+hope\s+to|i'm\s+trying\s+to|help\s+me|teach\s+me|how\s+(?:do\s+i|to|can\s+i)|want\s+to|trying\s+to|goal:?|my\s+goal\s+is\s+to)(?:\s+|$)/i,
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
  business: ["data"],
  design: ["programming", "business"],
  fitness: [],
  languages: ["business"],
  music: [],
};
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
      if (at >= 0 && (!best || at < best.at || (at === best.at && keyword.length > best.keyword.length)))
        best = { keyword, at };
    }
    if (best) hits.push({ domain, ...best });
  }
  return hits.sort((a, b) => a.at - b.at);
}

/** Reads the learner's level from text, if stated. */
export function readLevel(text: string): 1 | 2 | 3 | undefined {
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(text)) return level;
  return undefined;
}

/** Builds the demo provider's reading of a goal and the clarifications so far. */
export function readGoal(goal: string, clarifications: Clarification[] = []): GoalReading {
  const cleanGoal = clip(cleanText(goal), 300);
  const answers = clarifications.map((c) => cleanText(c.answer)).join(". ");
  const core = stripLeadIns(cleanGoal.split(/[.!?;\n]/)[0] ?? cleanGoal);
  const split = core.match(PURPOSE_SPLIT);
  const subjectPhrase = split ? split[1]! : core;
  const joinWord = split?.[2]?.toLowerCase() ?? "";
  const purposePhrase = split && joinWord !== "because" ? split[3]! : "";
  const goalWords = wordsOf(cleanGoal);
  const hits = findDomains(wordsOf(`${cleanGoal} ${answers}`));
  const subjectHit =
    hits.find((h) => h.domain.subjects[h.keyword] && wordsOf(subjectPhrase).join(" ").includes(h.keyword)) ??
    hits.find((h) => h.domain.subjects[h.keyword]);
  const genericPhrase = (subjectPhrase || core || answers).replace(GENERIC_SUBJECT_END, "");
  const fallbackSubject = titleCase(
    toGerundPhrase(
      clip(genericPhrase, 40).split(" ").slice(0, 4).join(" ").replace(TRAILING_SMALL_WORDS, ""),
    ),
  );
  const subject = subjectHit
    ? subjectHit.domain.subjects[subjectHit.keyword]!
    : fallbackSubject || "Your Chosen Subject";
  const answerPurpose = purposePhrase ? undefined : extractPurpose(answers);
  const purposeSource = purposePhrase || answerPurpose?.text || "";
  const purposeJoin = (purposePhrase ? joinWord === "for" : answerPurpose?.join === "for") ? "for" : "to";
  const purposeCore = purposeJoin === "for" ? stripLeadIns(purposeSource) : purposeSource;
  const purposeText = clip(purposeCore, 48)
    .split(" ")
    .slice(0, 6)
    .join(" ")
    .replace(TRAILING_SMALL_WORDS, "");
  const purpose = titleCase(purposeText);
  const main = subjectHit?.domain ?? hits[0]?.domain;
  const second = hits.find(
    (h) => h.domain !== main && main && COMPATIBLE[main.id]?.includes(h.domain.id),
  )?.domain;
  const domains = main ? (second ? [main, second] : [main]) : [GENERIC_DOMAIN];
  const stated = readLevel(answers) ?? readLevel(cleanGoal);
  return {
    subject,
    purpose: purpose.toLocaleLowerCase() === subject.toLocaleLowerCase() ? "" : purpose,
    purposeText: purpose ? purposeText : "",
    purposeJoin,
    domains,
    hasSubject: Boolean(subjectHit || fallbackSubject),
    level: stated ?? 1,
    levelStated: stated !== undefined,
    wordCount: goalWords.length,
  };
}

const VERBS = new Set([
  "write",
  "bake",
  "build",
  "make",
  "cook",
  "run",
  "draw",
  "paint",
  "read",
  "design",
  "manage",
  "grow",
  "start",
  "launch",
  "create",
  "fix",
  "repair",
  "sew",
  "knit",
  "swim",
  "fly",
  "drive",
  "invest",
  "sell",
  "teach",
  "edit",
  "film",
  "dance",
  "train",
  "use",
  "brew",
  "plan",
  "speak",
  "sing",
  "play",
  "code",
  "program",
  "develop",
  "analyse",
  "analyze",
  "solve",
  "win",
  "pass",
  "publish",
  "record",
  "climb",
  "ski",
  "surf",
  "shoot",
  "trade",
  "save",
  "budget",
  "lead",
  "negotiate",
  "present",
  "organise",
  "organize",
  "care",
]);

/** Turns a leading verb into its -ing form ("write a novel" → "writing a novel") so it reads as a subject. */
export function toGerundPhrase(phrase: string): string {
  const [first = "", ...rest] = phrase.split(" ");
  const verb = first.toLocaleLowerCase();
  if (!VERBS.has(verb)) return phrase;
  let gerund: string;
  if (verb.endsWith("ie")) gerund = `${verb.slice(0, -2)}ying`;
  else if (verb.endsWith("e") && !verb.endsWith("ee")) gerund = `${verb.slice(0, -1)}ing`;
  else if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb) && verb.length <= 4)
    gerund = `${verb}${verb.at(-1)}ing`;
  else gerund = `${verb}ing`;
  return [gerund, ...rest].join(" ");
}

/** A purpose from a clarification answer: the words after "for", "to" or "so I can", if any. */
function extractPurpose(answers: string): { text: string; join: "for" | "to" } | undefined {
  const match = answers.match(/\b(for|to|so i can|so that i can|in order to)\s+([^.,;]{3,60})/i);
  if (!match) return undefined;
  const text = match[2]!.replace(/\b(?:and|but)\b.*$/i, "").trim();
  return text ? { text, join: match[1]!.toLowerCase() === "for" ? "for" : "to" } : undefined;
}
