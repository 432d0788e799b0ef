import { z } from "zod";

/**
 * One question of the simple assessment. `text` is the published text block (lines 'Q: …', 'A: …'
 * to 'D: …', 'Correct: X'); `question` and `options` carry the same content as data, so a client
 * never has to parse the block.
 */
export const SimpleQuestionSchema = z.object({
  id: z.uuid(),
  text: z.string().describe("Lines: 'Q: question', 'A: …', 'B: …', 'C: …', 'D: …', 'Correct: A'"),
  question: z.string().describe("The question alone"),
  options: z.array(z.string()).max(4).describe("Options in order: A, B, C, D; answer with the index"),
});
export type SimpleQuestion = z.infer<typeof SimpleQuestionSchema>;

/** POST /api/assessments/knowledge/create: for a goal, or for a description (the simple dialog). */
export const CreateKnowledgeAssessmentRequestSchema = z
  .object({
    goalId: z.uuid().optional(),
    description: z.string().trim().min(1).max(2000).optional().describe("Used when no goalId is given"),
    level: z.enum(["Beginner", "Practitioner", "Advanced"]).optional(),
  })
  .refine((body) => body.goalId || body.description, { message: "Send a goalId or a description" });
export type CreateKnowledgeAssessmentRequest = z.infer<typeof CreateKnowledgeAssessmentRequestSchema>;

/** Letters of the options of a multiple-choice question, in order (answers send the index). */
export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;

/** The simple (overlay) knowledge assessment: multiple choice, options A to D. */
export const SimpleAssessmentSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid().nullable(),
  questions: z.array(SimpleQuestionSchema),
});
export type SimpleAssessment = z.infer<typeof SimpleAssessmentSchema>;

export const SimpleAnswerSchema = z.object({
  questionId: z.uuid(),
  selectedOptionIndex: z.number().int().min(0).max(3).describe("0 = A … 3 = D"),
});
export type SimpleAnswer = z.infer<typeof SimpleAnswerSchema>;

/** POST /api/assessments/knowledge/{id}/submit */
export const SubmitSimpleAssessmentRequestSchema = z.object({
  answers: z.array(SimpleAnswerSchema).max(50),
});
export type SubmitSimpleAssessmentRequest = z.infer<typeof SubmitSimpleAssessmentRequestSchema>;

export const SimpleAssessmentResultSchema = z.object({
  score: z.number().int().min(0).max(100).describe("Percent correct"),
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type SimpleAssessmentResult = z.infer<typeof SimpleAssessmentResultSchema>;

/** POST /api/assessments/knowledge/{id}/evaluate: userAnswers, or the stored submission when absent. */
export const EvaluateSimpleAssessmentRequestSchema = z.object({
  userAnswers: z.array(SimpleAnswerSchema).max(50).optional(),
});

/** Per-question review of a simple assessment. */
export const SimpleAssessmentEvaluationSchema = SimpleAssessmentResultSchema.extend({
  questions: z.array(
    z.object({
      questionId: z.uuid(),
      selectedOptionIndex: z.number().int().nullable().describe("null when unanswered"),
      correctOptionIndex: z.number().int().min(0).max(3),
      isCorrect: z.boolean(),
    }),
  ),
});
export type SimpleAssessmentEvaluation = z.infer<typeof SimpleAssessmentEvaluationSchema>;

/** A question of the topic-based assessment. */
export const TopicQuestionSchema = z.object({
  question: z.string(),
  type: z.enum(["multiple-choice", "open-ended"]),
  options: z.array(z.string()).describe("Choices for multiple-choice; empty for open-ended"),
  correctAnswer: z.string().optional().describe("Multiple-choice only"),
  expectedLength: z.string().optional().describe("Open-ended only, e.g. '2-3 sentences'"),
});
export type TopicQuestion = z.infer<typeof TopicQuestionSchema>;

/** POST /api/goals/{id}/topic-assessment: topics of the goal, each with its questions. */
export const TopicAssessmentSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  topics: z.array(z.object({ title: z.string(), questions: z.array(TopicQuestionSchema) })),
});
export type TopicAssessment = z.infer<typeof TopicAssessmentSchema>;

/** POST /api/goals/{id}/topic-assessment/submit */
export const TopicSubmissionSchema = z.object({
  topics: z
    .array(
      z.object({
        topicTitle: z.string().trim().min(1).max(300),
        answers: z
          .array(
            z.object({
              questionIndex: z.number().int().min(0),
              questionType: z.enum(["multiple-choice", "open-ended"]),
              question: z.string().max(2000),
              answer: z.string().max(5000),
              correctAnswer: z.string().max(2000).optional().describe("Multiple-choice only"),
            }),
          )
          .max(30),
      }),
    )
    .min(1)
    .max(20),
});
export type TopicSubmission = z.infer<typeof TopicSubmissionSchema>;

/** Evaluation of a topic-based submission: which topics the learner should still study. */
export const TopicEvaluationSchema = z.object({
  topics: z.array(
    z.object({
      title: z.string(),
      recommendToComplete: z
        .boolean()
        .describe("true: 'Focus needed'; false: 'Already mastered - Skip recommended'"),
    }),
  ),
});
export type TopicEvaluation = z.infer<typeof TopicEvaluationSchema>;
