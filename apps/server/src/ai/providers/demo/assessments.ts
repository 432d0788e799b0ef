import type { TopicEvaluationInput } from "../../tasks/evaluate-topic-assessment/prompt.ts";
import type { TopicEvaluationOutput } from "../../tasks/evaluate-topic-assessment/schema.ts";
import type { ChoiceQuizInput } from "../../tasks/write-choice-quiz/prompt.ts";
import type { ChoiceQuizOutput } from "../../tasks/write-choice-quiz/schema.ts";
import type { KnowledgeQuestionsInput } from "../../tasks/write-knowledge-questions/prompt.ts";
import type { KnowledgeQuestionsOutput } from "../../tasks/write-knowledge-questions/schema.ts";
import type { TopicAssessmentInput } from "../../tasks/write-topic-assessment/prompt.ts";
import type { TopicAssessmentOutput } from "../../tasks/write-topic-assessment/schema.ts";
import { GENERIC_DOMAIN } from "./domain-data.ts";
import { pickTemplates, templateValues } from "./plan.ts";
import { toSentenceFragment } from "./roadmap.ts";
import { clip, createRandom, fill, type Random } from "./text.ts";
import { readGoal } from "./understand.ts";

const DOMAIN_QUESTIONS: Record<string, string> = {
  programming: "Which programming languages or tools have you used so far, and what did you build with them?",
  data: "Which tools have you used to work with data (spreadsheets, SQL, code), and for what?",
  languages: "How well can you currently understand and speak {S}? Give an example of something you can say.",
  music: "How long have you played, and which pieces or songs can you play now?",
  math: "Which {S} topics did you study most recently, and how comfortable were you with them?",
  design: "Which tools have you used, and what have you made with them?",
  business: "Have you worked on {S} in a job or project? What did you do?",
  fitness: "What does a typical week of activity look like for you now?",
  general: "What first got you interested in {S}?",
};
const GENERAL_QUESTIONS = [
  "What experience do you already have with {S}, and where did you get it?",
  "Which parts of {S} feel clear to you, and which feel confusing?",
  "Describe a task related to {S} that you can already do without help.",
  "What do you want to be able to do with {S} in three months?",
];
const LEARNING_QUIZ = [
  ...GENERIC_DOMAIN.quiz,
  "You have been stuck on a {S} problem for an hour. What is the best next step?|Break it into smaller parts and test each one|Give up on the topic|Start a completely different course|Copy an answer without reading it",
  "Which goal is most useful when learning {S}?|A specific, measurable goal with a date|Getting better eventually|Learning everything at once|Avoiding practice until you feel ready",
  "How should you use feedback on your {S} work?|Find the most common issue and fix it first|Ignore it|Only keep the praise|Change everything at once",
];

/** Turns "question|correct|wrong|wrong|wrong" into a question with shuffled options A to D. */
function toChoiceQuestion(line: string, subject: string, random: Random) {
  const [question, ...options] = line.split("|").map((part) => fill(part, { S: subject }));
  const correct = options[0]!;
  const shuffled = random.shuffle(options);
  return { question: question!, options: shuffled, correctIndex: shuffled.indexOf(correct) };
}

/** Demo free-text questions: one for the domain, then general ones about the learner's experience. */
export function demoWriteKnowledgeQuestions(input: KnowledgeQuestionsInput): KnowledgeQuestionsOutput {
  const reading = readGoal(input.goal);
  const first = DOMAIN_QUESTIONS[reading.domains[0]!.id] ?? DOMAIN_QUESTIONS.general!;
  const purpose = reading.purpose
    ? [`How do you plan to use ${reading.subject} ${reading.purposeJoin} ${reading.purposeText}?`]
    : [];
  return {
    questions: [first, ...GENERAL_QUESTIONS, ...purpose].map((q) =>
      clip(fill(q, { S: reading.subject }), 300),
    ),
  };
}

/** Demo multiple-choice quiz: the domain's questions, then learning-strategy questions, five in all. */
export function demoWriteChoiceQuiz(input: ChoiceQuizInput): ChoiceQuizOutput {
  const reading = readGoal(input.goal);
  const random = createRandom({ task: "write-choice-quiz", ...input });
  const lines = [...reading.domains.flatMap((d) => d.quiz), ...random.shuffle(LEARNING_QUIZ)].slice(0, 5);
  return { questions: lines.map((line) => toChoiceQuestion(line, reading.subject, random)) };
}

/** Demo topic assessment: the first course's sections as topics, each with a choice and an open question. */
export function demoWriteTopicAssessment(input: TopicAssessmentInput): TopicAssessmentOutput {
  const reading = readGoal(input.goal);
  const random = createRandom({ task: "write-topic-assessment", ...input });
  const [first] = pickTemplates(reading, random);
  const values = templateValues(reading, first!.domain);
  const sections = first!.template.sections.split("|").map((s) => fill(s, values));
  const titles = [sections[0], sections[2], sections[4]].filter((t): t is string => Boolean(t));
  return {
    topics: titles.map((title) => {
      const t = toSentenceFragment(title, reading.subject);
      const correct = "Explain it in your own words and solve a small problem with it";
      const options = random.shuffle([
        correct,
        "Read the title again",
        "Skip it if it sounds familiar",
        "Memorise a definition without examples",
      ]);
      return {
        title,
        questions: [
          {
            question: `Which is the best way to check that you understand ${t}?`,
            type: "multiple-choice" as const,
            options,
            correctAnswer: correct,
            expectedLength: null,
          },
          {
            question: clip(
              `Explain ${t} in your own words and give one example from ${reading.subject}.`,
              300,
            ),
            type: "open-ended" as const,
            options: [],
            correctAnswer: null,
            expectedLength: "3-4 sentences",
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
