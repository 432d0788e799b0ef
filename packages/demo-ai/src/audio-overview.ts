import { DEFAULT_LEARNING_LANGUAGE } from "@brainy/contract";
import { demoLanguageNote } from "./language-note.ts";
import type { AudioOverviewInput, AudioOverviewScript } from "./server-types.ts";

type Turn = AudioOverviewScript["chapters"][number]["turns"][number];
type Chapter = AudioOverviewScript["chapters"][number];

/** Words the demo's script stops adding points at, per length (about 150 spoken words a minute). */
const WORD_BUDGET = { brief: 520, deep: 2000 } as const;
/** Chapters of material at most, per length (plus the opening and the wrap-up). */
const PARTS = { brief: 5, deep: 12 } as const;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const clean = (text: string) =>
  text
    .replace(/\*\*|\*|`|#+\s/g, "")
    .replace(/\s+/g, " ")
    .trim();
const sentence = (text: string) => (/[.!?]["')\]]*$|\[\d+\]$/.test(text) ? text : `${text}.`);
const lower = (title: string) =>
  /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;

/** The host's questions, picked in turn, so the conversation does not repeat itself. */
const OPENERS = [
  (t: string) => `Let's get into ${t}. What is the key idea here?`,
  (t: string) => `Next up: ${t}. How would you explain it to someone meeting it for the first time?`,
  (t: string) => `Now, ${t}. Where does a learner usually start?`,
  (t: string) => `Tell me about ${t}. Why does it matter?`,
];
const FOLLOW_UPS = [
  "That makes sense. What else should a learner know here?",
  "Can you say a bit more about that?",
  "Good. And how does that play out in practice?",
  "So what comes after that?",
];
const ACKNOWLEDGE = ["Right.", "I see.", "Interesting.", "That helps."];
/** A checkpoint as the server words it: "A question to check yourself: <question> The answer: <answer>." */
const CHECKPOINT = /^A question to check yourself: (.+?) The answer: (.+)$/;

/**
 * The demo's audio overview script, from the material's own points: an opening, one chapter per
 * part (the host asks, the expert answers with the part's points in order, a follow-up or two
 * when there are more), and a recap. Points keep their [n] markers, so sources are cited where
 * they are drawn on. Deterministic; English only (a note says so in another learning language).
 */
export function demoWriteAudioOverview(input: AudioOverviewInput): AudioOverviewScript {
  const budget = WORD_BUDGET[input.length];
  const parts = input.parts
    .map((part) => ({
      title: clean(part.title),
      points: part.points.map(clean).filter((p) => words(p) >= 3),
    }))
    .filter((part) => part.points.length > 0)
    .slice(0, PARTS[input.length]);
  const topic = clean(input.title);
  let spoken = 0;
  const say = (speaker: Turn["speaker"], text: string): Turn => {
    spoken += words(text);
    return { speaker, text };
  };

  const english = !input.language || input.language === DEFAULT_LEARNING_LANGUAGE;
  const intro = parts[0]?.points[0];
  const opening: Chapter = {
    title: "Introduction",
    turns: [
      say(
        "host",
        `${english ? "" : `${demoLanguageNote(input.language)} `}Welcome to this audio overview of ${topic}. I'm your host, and with me is our expert. What is this ${input.kind === "sources" ? "material" : input.kind} about, in a few words?`,
      ),
      say(
        "expert",
        intro
          ? `${sentence(intro)} We will go through ${parts.length} part${parts.length === 1 ? "" : "s"}: ${parts.map((p) => p.title).join(", ")}.`
          : `It is about ${topic}.`,
      ),
    ],
  };

  // Each part's share of the budget, so a long first part does not crowd out the rest.
  const share = Math.max(60, Math.floor((budget - spoken - 80) / Math.max(1, parts.length)));
  const chapters: Chapter[] = parts.map((part, index) => {
    const turns: Turn[] = [say("host", OPENERS[index % OPENERS.length]!(lower(part.title)))];
    const start = spoken;
    const own = index === 0 && intro && part.points.length > 1 ? part.points.slice(1) : part.points;
    let answer: string[] = [];
    let follow = index;
    const flush = () => {
      if (answer.length) turns.push({ speaker: "expert", text: answer.join(" ") });
      answer = [];
    };
    for (const point of own) {
      if (spoken - start + words(point) > share && spoken - start > 0) break;
      const quiz = CHECKPOINT.exec(point);
      if (quiz) {
        // A checkpoint of the lesson becomes a question the host puts to the listener.
        flush();
        turns.push(say("host", `Here is a question to try yourself: ${quiz[1]!.trim()}`));
        turns.push(say("expert", `The answer is ${quiz[2]!.trim().replace(/\.$/, "")}.`));
        continue;
      }
      answer.push(sentence(point));
      spoken += words(point);
      // Three sentences make a turn; then the host asks for more.
      if (answer.length === 3) {
        flush();
        turns.push(say("host", FOLLOW_UPS[follow++ % FOLLOW_UPS.length]!));
      }
    }
    flush();
    if (turns.at(-1)?.speaker === "host" && turns.length > 1 && !turns.at(-1)!.text.includes("?"))
      turns.pop();
    if (turns.at(-1)?.speaker === "host") turns.push(say("expert", sentence(part.points[0]!)));
    if (input.length === "deep" && own.length > 0) {
      // A Deep dive checks understanding at the end of each chapter.
      turns.push(
        say(
          "host",
          `Let me say that back in my own words: ${sentence(lower(own[0]!).replace(/\s*\[\d+\]/g, ""))} Is that right?`,
        ),
      );
      turns.push(
        say(
          "expert",
          `Yes, that is the heart of ${lower(part.title)}. A good way to make it stick is to explain it to someone else, or to try it on one small example of your own before moving on.`,
        ),
      );
    }
    return { title: part.title.slice(0, 120) || `Part ${index + 1}`, turns };
  });

  const closing: Chapter = {
    title: "Wrapping up",
    turns: [
      say(
        "host",
        `${ACKNOWLEDGE[parts.length % ACKNOWLEDGE.length]} Let's recap ${topic}. What should a learner take away?`,
      ),
      say(
        "expert",
        parts.length
          ? `Remember ${parts.map((p) => lower(p.title)).join(", then ")}. Go back to the parts that felt new, and try them on a small example of your own.`
          : `Start small, try an example of your own, and come back to ${topic} tomorrow.`,
      ),
      say("host", `Thanks for listening to this overview of ${topic}. See you in the next lesson.`),
    ],
  };
  return {
    title: `${input.length === "brief" ? "Brief" : "Deep dive"}: ${topic}`.slice(0, 160),
    language: DEFAULT_LEARNING_LANGUAGE,
    chapters: [opening, ...chapters, closing].map((chapter) => ({
      ...chapter,
      turns: chapter.turns.slice(0, 40),
    })),
  };
}
