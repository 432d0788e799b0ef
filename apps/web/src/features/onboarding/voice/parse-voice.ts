import type { CurrentStatus, EducationDegree, Motivation } from "@brainy/contract";

/**
 * Turns a speech transcript into a profile value for one initial-setup step. Pure: no browser APIs, so every rule is unit-tested.
 *
 * Numeric dates are read DAY-FIRST ("12/03/1998" is 12 March 1998), as in the UK, where the
 * product is priced and its privacy policy is written. When only month-first makes sense
 * ("03/25/1998") it is read month-first. Years must have four digits.
 */
export type VoiceParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

export const voiceErrors = {
  birthDate: "Could not recognize birth date...",
  educationDegree: "Could not recognize education degree...",
  currentStatus: "Could not recognize status...",
  motivation: "Unknown motivation.",
} as const;

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

/** Lower-cases, drops apostrophes and turns other punctuation into single spaces. */
function normalizeText(transcript: string): string {
  return transcript
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function ok<T>(value: T): VoiceParseResult<T> {
  return { ok: true, value };
}

function fail<T>(error: string): VoiceParseResult<T> {
  return { ok: false, error };
}

/** "YYYY-MM-DD" for a real calendar date, or null (31 February, month 13…). */
function formatIsoDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function findMonth(word: string): number | null {
  if (word.length < 3) return null;
  const index = MONTHS.findIndex((name) => name === word || name.slice(0, Math.max(3, word.length)) === word);
  return index === -1 ? null : index + 1;
}

/** "12", "12th", "twelfth", "twenty first" (as two words) → 12 / 21; otherwise null. */
function readDayWords(words: string[]): number | null {
  if (words.length === 0) return null;
  const joined = words.join(" ");
  const digits = /^(\d{1,2})(st|nd|rd|th)?$/.exec(joined);
  if (digits) return Number(digits[1]);
  if (words.length === 1) return ORDINAL_WORDS[joined] ?? null;
  if (words.length === 2 && (words[0] === "twenty" || words[0] === "thirty")) {
    const unit = ORDINAL_WORDS[words[1]!];
    if (unit !== undefined && unit < 10) return (words[0] === "twenty" ? 20 : 30) + unit;
  }
  return null;
}

/** Natural dates: "12 March 1998", "12th of March, 1998", "March 12th 1998", "the first of May 2001". */
function parseNaturalDate(text: string): string | null {
  const words = normalizeText(text)
    .split(" ")
    .filter((word) => !["the", "of", "on", "born", "i", "was", "my", "birthday", "is", "in"].includes(word));
  const monthIndex = words.findIndex((word) => findMonth(word) !== null);
  const yearIndex = words.findIndex((word) => /^\d{4}$/.test(word));
  if (monthIndex === -1 || yearIndex === -1) return null;
  const month = findMonth(words[monthIndex]!)!;
  const year = Number(words[yearIndex]);
  const dayWords =
    monthIndex < yearIndex
      ? // "12 March 1998" (day before month) or "March 12 1998" (day between month and year)
        monthIndex > 0
        ? words.slice(0, monthIndex)
        : words.slice(monthIndex + 1, yearIndex)
      : words.slice(0, yearIndex);
  const day = readDayWords(dayWords);
  return day === null ? null : formatIsoDate(year, month, day);
}

/** Numeric dates: ISO "1998-03-12", or day-first "12/03/1998", "12.03.1998", "12-3-1998". */
function parseNumericDate(text: string): string | null {
  const compact = text.trim().replace(/\s*([/.-])\s*/g, "$1");
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(compact);
  if (iso) return formatIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(compact);
  if (!numeric) return null;
  const first = Number(numeric[1]);
  const second = Number(numeric[2]);
  const year = Number(numeric[3]);
  return formatIsoDate(year, second, first) ?? formatIsoDate(year, first, second);
}

/** A birth date as YYYY-MM-DD from ISO, numeric (day-first) or natural speech. Age is checked elsewhere. */
export function parseVoiceBirthDate(transcript: string): VoiceParseResult<string> {
  const trimmed = transcript.trim().replace(/[.!?]+$/, "");
  const value = parseNumericDate(trimmed) ?? parseNaturalDate(trimmed);
  return value ? ok(value) : fail(voiceErrors.birthDate);
}

type PhraseRule<T> = { value: T; patterns: RegExp[] };

function matchRules<T>(transcript: string, rules: PhraseRule<T>[], error: string): VoiceParseResult<T> {
  const text = ` ${normalizeText(transcript)} `;
  for (const rule of rules) {
    if (rule.patterns.some((pattern) => pattern.test(text))) return ok(rule.value);
  }
  return fail(error);
}

// Highest degree first, so "a bachelors and a masters" gives Master.
const EDUCATION_RULES: PhraseRule<EducationDegree>[] = [
  { value: "PhD", patterns: [/ p ?h ?d /, / doctor(ate|al)? /, / dphil /] },
  {
    value: "Master",
    patterns: [/ masters? /, / msc /, / mba /, / ma /, / postgraduate /, / graduate degree /],
  },
  {
    value: "Bachelor",
    patterns: [/ bachelors? /, / bsc /, / ba /, / undergraduate /, / university degree /],
  },
  { value: "Associate", patterns: [/ associates? /, / foundation degree /, / community college /] },
  {
    value: "HighSchool",
    patterns: [/ high ?school /, / secondary school /, / a levels? /, / gcses? /, / diploma /],
  },
  { value: "Other", patterns: [/ other /, / none /, / something else /, / no degree /] },
];

/** Education degree from phrases like "bachelor's degree", "masters", "phd", "high school". */
export function parseVoiceEducationDegree(transcript: string): VoiceParseResult<EducationDegree> {
  return matchRules(transcript, EDUCATION_RULES, voiceErrors.educationDegree);
}

// "unemployed" and "not working" come before the broader "employed"/"working".
const STATUS_RULES: PhraseRule<CurrentStatus>[] = [
  {
    value: 0,
    patterns: [/ unemployed /, / not (currently )?working /, / out of work /, / between jobs /, / jobless /],
  },
  { value: 1, patterns: [/ student /, / studying /, / (at|in) (university|college|school) /] },
  { value: 2, patterns: [/ employed /, / full ?time /, / working /, / (have|got) a job /, / employee /] },
];

/** Current status (0 Unemployed, 1 Student, 2 Employed full-time) from a phrase. */
export function parseVoiceCurrentStatus(transcript: string): VoiceParseResult<CurrentStatus> {
  return matchRules(transcript, STATUS_RULES, voiceErrors.currentStatus);
}

// Changing a career is checked before growing one; both mention "career".
const MOTIVATION_RULES: PhraseRule<Motivation>[] = [
  {
    value: 2,
    patterns: [
      / (change|changing|switch|switching) (my )?careers? /,
      / career (change|switch) /,
      / new career /,
    ],
  },
  { value: 3, patterns: [/ (change|changing|transform) (my )?life /, / life change /, / new life /] },
  { value: 0, patterns: [/ career /, / promotion /, / grow(th)? /, / professional /, / get ahead /] },
  { value: 1, patterns: [/ curio(us|sity) /, / for fun /, / interest(ed|ing)? /, / hobby /] },
  { value: 4, patterns: [/ other /, / something else /] },
];

/** Motivation (0 Career growth, 1 Curiosity, 2 Change career, 3 Change life, 4 Other) from a phrase. */
export function parseVoiceMotivation(transcript: string): VoiceParseResult<Motivation> {
  return matchRules(transcript, MOTIVATION_RULES, voiceErrors.motivation);
}
