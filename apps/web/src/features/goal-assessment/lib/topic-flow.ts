import type { TopicAssessment, TopicEvaluation, TopicSubmission } from "@brainy/contract";

/** One question of the topic-based assessment, flattened for one-at-a-time display. */
export type FlatTopicQuestion = {
  /** Key into the answers map: "topicIndex:questionIndex". */
  key: string;
  topicIndex: number;
  questionIndex: number;
  topicTitle: string;
  question: TopicAssessment["topics"][number]["questions"][number];
};

/** The questions of every topic in order. */
export function flattenTopicQuestions(assessment: Pick<TopicAssessment, "topics">): FlatTopicQuestion[] {
  return assessment.topics.flatMap((topic, topicIndex) =>
    topic.questions.map((question, questionIndex) => ({
      key: `${topicIndex}:${questionIndex}`,
      topicIndex,
      questionIndex,
      topicTitle: topic.title,
      question,
    })),
  );
}

/** The submission body: per topic, every question with the learner's answer (correctAnswer for multiple choice only). */
export function buildTopicSubmission(
  assessment: Pick<TopicAssessment, "topics">,
  answers: Readonly<Record<string, string>>,
): TopicSubmission {
  return {
    topics: assessment.topics.map((topic, topicIndex) => ({
      topicTitle: topic.title,
      answers: topic.questions.map((question, questionIndex) => ({
        questionIndex,
        questionType: question.type,
        question: question.question,
        answer: (answers[`${topicIndex}:${questionIndex}`] ?? "").trim(),
        ...(question.type === "multiple-choice" && question.correctAnswer !== undefined
          ? { correctAnswer: question.correctAnswer }
          : {}),
      })),
    })),
  };
}

/** Topics ticked at first: those the evaluation recommends completing. */
export function initialTopicSelection(evaluation: TopicEvaluation): string[] {
  return evaluation.topics.filter((topic) => topic.recommendToComplete).map((topic) => topic.title);
}

/** The recommendation text shown beside a topic. */
export function topicRecommendation(recommendToComplete: boolean): string {
  return recommendToComplete ? "Focus needed" : "Already mastered - Skip recommended";
}
