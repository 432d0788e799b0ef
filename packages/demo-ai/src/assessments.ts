import { conceptKey } from "@brainy/contract";
import { courseSections, templateValues } from "./curriculum.ts";
import { GENERIC_DOMAIN } from "./domain-data.ts";
import { pickTemplates } from "./plan.ts";
import type {
  ChoiceQuizInput,
  ChoiceQuizOutput,
  KnowledgeQuestionsInput,
  KnowledgeQuestionsOutput,
  TopicAssessmentInput,
  TopicAssessmentOutput,
  TopicEvaluationInput,
  TopicEvaluationOutput,
} from "./server-types.ts";
import { capitalise, clip, createRandom, fill, type Random, readLevelWord, wordsOf } from "./text.ts";
import { type GoalReading, readGoal } from "./understand.ts";

/** The quiz bank for a reading: subject questions first, then each domain's, then general learning ones. */
function quizBank(reading: GoalReading): string[] {
  const subjectLines = reading.domains.flatMap((d) => d.quizBySubject?.[reading.subject] ?? []);
  const lines = [...subjectLines, ...reading.domains.flatMap((d) => d.quiz), ...GENERIC_DOMAIN.quiz];
  return [...new Set(lines)].map((line) => fill(line, { S: reading.subject }));
}

/** Turns "question|correct|wrong|wrong|wrong" into a question with shuffled options A to D. */
function toChoiceQuestion(line: string, random: Random) {
  const [question, ...options] = line.split("|");
  const correct = options[0]!;
  const shuffled = random.shuffle(options.slice(0, 4));
  return { question: question!, options: shuffled, correctIndex: shuffled.indexOf(correct) };
}

/** Demo free-text questions: the domain's own, a purpose question, and a harder one for experienced learners. */
export function demoWriteKnowledgeQuestions(input: KnowledgeQuestionsInput): KnowledgeQuestionsOutput {
  const reading = readGoal(input.goal);
  const domain = reading.domains[0]!;
  const purpose = reading.purposePhrase
    ? [
        reading.purposeJoin === "to"
          ? `What does ${reading.purposePhrase} involve for you today, and where do you get stuck?`
          : `How do you plan to use ${templateValues(reading, domain).s} for ${reading.purposePhrase}?`,
      ]
    : [];
  const experienced =
    readLevelWord(input.level ?? "") > 1
      ? ["Describe the most demanding {s} work you have done, and what made it hard."]
      : [];
  return {
    questions: [
      ...(domain.knowledgeBySubject?.[reading.subject] ?? domain.knowledge),
      ...purpose,
      ...experienced,
    ]
      .slice(0, 8)
      .map((q) => clip(fill(q, templateValues(reading, domain)), 300)),
  };
}

/** Demo multiple-choice quiz: subject questions first, then the domains' and general ones; five in all. */
export function demoWriteChoiceQuiz(input: ChoiceQuizInput): ChoiceQuizOutput {
  const reading = readGoal(input.goal);
  const random = createRandom({ task: "write-choice-quiz", ...input });
  const lines = quizBank(reading).slice(0, 5);
  return { questions: lines.map((line) => toChoiceQuestion(line, random)) };
}

const OPEN_QUESTIONS = [
  "Describe how you would {can}.",
  "In a few sentences, explain how you would {can}.",
  "Give an example of how you would {can}, step by step.",
];
const STOP_WORDS = new Set(
  "what which does your with that from this have into make when they them than most".split(" "),
);

/** The open question for a section; "describe …" and "explain …" abilities are asked directly. */
function openQuestion(can: string, index: number): string {
  if (/^(?:describe|explain|name|list)\b/i.test(can)) return `${capitalise(can)}.`;
  return fill(OPEN_QUESTIONS[index % OPEN_QUESTIONS.length]!, { can });
}

/** Word stems for loose matching ("loops" ~ "loop"). */
function stemsOf(text: string): string[] {
  return wordsOf(text)
    .filter((w) => w.length > 3 && !STOP_WORDS.has(w))
    .map((w) => w.slice(0, 4));
}

/** Picks the unused bank question sharing the most words with a topic (ties keep bank order). */
function pickQuestionFor(topic: string, bank: string[], used: Set<string>): string {
  const topicStems = new Set(stemsOf(topic));
  let best: string | undefined;
  let bestScore = -1;
  for (const line of bank) {
    if (used.has(line)) continue;
    const score = stemsOf(line.split("|")[0]!).filter((w) => topicStems.has(w)).length;
    if (score > bestScore) [best, bestScore] = [line, score];
  }
  const chosen = best ?? bank[0]!;
  used.add(chosen);
  return chosen;
}

/** Demo topic assessment: three sections of the first course, each with a choice and an open question. */
export function demoWriteTopicAssessment(input: TopicAssessmentInput): TopicAssessmentOutput {
  const reading = readGoal(input.goal);
  const random = createRandom({ task: "write-topic-assessment", ...input });
  const [first] = pickTemplates(reading, random);
  const sections = courseSections(first!.template, first!.domain, reading);
  const chosen = [sections[0], sections[2], sections[4]].filter((s) => s !== undefined);
  const bank = quizBank(reading);
  const used = new Set<string>();
  // A topic is checked as the concept of its name, or the goal's known concept of the same name.
  const byKey = new Map((input.knownConcepts ?? []).map((c) => [conceptKey(c), c]));
  const known = (name: string) => byKey.get(conceptKey(name)) ?? name;
  return {
    topics: chosen.map((section, index) => {
      const choice = toChoiceQuestion(pickQuestionFor(section.topic, bank, used), random);
      return {
        title: clip(section.topic, 120),
        questions: [
          {
            question: choice.question,
            type: "multiple-choice" as const,
            options: choice.options,
            correctAnswer: choice.options[choice.correctIndex]!,
            expectedLength: null,
            concepts: [known(clip(section.topic, 80))],
          },
          {
            question: clip(openQuestion(section.can, index), 300),
            type: "open-ended" as const,
            options: [],
            correctAnswer: null,
            expectedLength: "3-4 sentences",
            concepts: [known(clip(section.topic, 80))],
          },
        ],
      };
    }),
  };
}

/** Demo evaluation: a topic is mastered when every choice is right and every open answer has 12+ words. */
export function demoEvaluateTopicAssessment(input: TopicEvaluationInput): TopicEvaluationOutput {
  const topics = input.submission.topics.slice(0, 10).map((topic) => {
    const mastered =
      topic.answers.length > 0 &&
      topic.answers.every((a) =>
        a.correctAnswer
          ? a.answer.trim().toLocaleLowerCase() === a.correctAnswer.trim().toLocaleLowerCase()
          : a.answer.trim().split(/\s+/).filter(Boolean).length >= 12,
      );
    return { title: clip(topic.topicTitle, 120) || "Topic", recommendToComplete: !mastered };
  });
  return { topics: topics.length ? topics : [{ title: "General", recommendToComplete: true }] };
}
