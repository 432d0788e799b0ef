import { conceptKey, type TopicEvaluation, type TopicSubmission } from "@brainy/contract";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { ensureGoalConcepts, recordEvidence } from "../learner-model/index.ts";

/** A topic's stored questions, as written (older assessments have no concepts). */
const StoredTopicsSchema = z.array(
  z.object({
    title: z.string(),
    questions: z.array(
      z.object({
        type: z.string(),
        question: z.string().optional(),
        correctAnswer: z.string().nullable().optional(),
        concepts: z.array(z.string()).optional(),
      }),
    ),
  }),
);

/** An open answer scores by its topic's evaluation: mastered topics count as mostly right. */
const OPEN_SCORE = { mastered: 0.8, gaps: 0.2 };

/**
 * A submitted topic assessment as evidence (issue 37): each answer on the concepts its stored
 * question names (added to the goal when new), a multiple-choice answer checked against the stored
 * key (never the client's), an open one scored by its topic's evaluation. The attempt is named by
 * the submission before it, so the same submit sent twice counts once.
 */
export async function recordTopicEvidence(options: {
  db: Db;
  userId: string;
  goalId: string;
  assessment: { id: string; questions: unknown; submittedAt: Date | null };
  submission: TopicSubmission;
  evaluation: TopicEvaluation;
}): Promise<void> {
  const { db, userId, goalId, assessment } = options;
  const parsed = StoredTopicsSchema.safeParse(assessment.questions);
  if (!parsed.success) return;
  const topics = parsed.data;
  const names = topics.flatMap((t) => t.questions.flatMap((q) => q.concepts ?? []));
  const ids = await ensureGoalConcepts(db, userId, goalId, names.length ? names : topics.map((t) => t.title));
  const attempt = assessment.submittedAt?.toISOString() ?? "first";
  const evidence = options.submission.topics.flatMap((submitted) => {
    const t = topics.findIndex((topic) => topic.title.trim() === submitted.topicTitle.trim());
    const topic = topics[t];
    if (!topic) return [];
    const mastered =
      options.evaluation.topics.find((e) => e.title.trim() === topic.title.trim())?.recommendToComplete ===
      false;
    return submitted.answers.flatMap((answer) => {
      const question = topic.questions[answer.questionIndex];
      if (!question || !answer.answer.trim()) return [];
      const named = question.concepts?.length ? question.concepts : [topic.title];
      const score =
        question.type === "multiple-choice"
          ? Number(answer.answer.trim() === (question.correctAnswer ?? "").trim())
          : mastered
            ? OPEN_SCORE.mastered
            : OPEN_SCORE.gaps;
      return [
        {
          conceptIds: named.flatMap((n) => ids.get(conceptKey(n)) ?? []),
          itemKey: `topic:${assessment.id}:${attempt}:${t}:${answer.questionIndex}`,
          kind: "topic_assessment" as const,
          score,
          choices: question.type === "multiple-choice" ? 4 : null,
          question: question.question,
          given: answer.answer,
        },
      ];
    });
  });
  await recordEvidence({ db, userId, evidence });
}
