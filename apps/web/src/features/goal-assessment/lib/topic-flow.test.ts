import { describe, expect, it } from "vitest";
import {
  buildTopicSubmission,
  flattenTopicQuestions,
  initialTopicSelection,
  topicRecommendation,
} from "./topic-flow.ts";

const assessment = {
  topics: [
    {
      title: "Syntax",
      questions: [
        {
          question: "Which keyword defines a function?",
          type: "multiple-choice" as const,
          options: ["def", "fn"],
          correctAnswer: "def",
        },
        {
          question: "Explain indentation.",
          type: "open-ended" as const,
          options: [],
          expectedLength: "2 sentences",
        },
      ],
    },
    { title: "Data", questions: [{ question: "What is a list?", type: "open-ended" as const, options: [] }] },
  ],
};

describe("topic flow", () => {
  it("flattens questions in order with stable keys", () => {
    expect(flattenTopicQuestions(assessment).map((q) => [q.key, q.topicTitle])).toEqual([
      ["0:0", "Syntax"],
      ["0:1", "Syntax"],
      ["1:0", "Data"],
    ]);
  });

  it("builds the submission with correctAnswer for multiple choice only", () => {
    const body = buildTopicSubmission(assessment, { "0:0": "def", "0:1": "  blocks  " });
    expect(body.topics[0]!.answers).toEqual([
      {
        questionIndex: 0,
        questionType: "multiple-choice",
        question: "Which keyword defines a function?",
        answer: "def",
        correctAnswer: "def",
      },
      { questionIndex: 1, questionType: "open-ended", question: "Explain indentation.", answer: "blocks" },
    ]);
    expect(body.topics[1]).toEqual({
      topicTitle: "Data",
      answers: [{ questionIndex: 0, questionType: "open-ended", question: "What is a list?", answer: "" }],
    });
  });

  it("pre-selects the topics the evaluation recommends and labels them", () => {
    const evaluation = {
      topics: [
        { title: "Syntax", recommendToComplete: false },
        { title: "Data", recommendToComplete: true },
      ],
    };
    expect(initialTopicSelection(evaluation)).toEqual(["Data"]);
    expect(topicRecommendation(true)).toBe("Focus needed");
    expect(topicRecommendation(false)).toBe("Already mastered - Skip recommended");
  });
});
