import type { LessonBlock } from "@brainy/contract";
import type { AiCallContext, AiEngine } from "../../ai/engine.ts";
import { judgeQuizAnswerTask } from "../../ai/tasks/judge-quiz-answer/index.ts";
import type { Db } from "../../db/client.ts";
import { findLessonConcepts, recordEvidence, resolveConceptNames } from "../learner-model/index.ts";
import type { ChatMessageRow } from "./repository.ts";

/**
 * A reply in 'Quiz me' to the question the tutor's last message asked, judged by the
 * `judge-quiz-answer` task and recorded as evidence (kind `quiz_me`) on the concepts the question
 * checks (issue 37). Keyed by the question's message, so one reply per question counts. Answers a
 * function that records it once the exchange is saved; nothing when the last message was not a
 * quiz question on this lesson. A failed judgement records nothing and never fails the chat.
 */
export function judgeQuizReply(options: {
  db: Db;
  ai: AiEngine;
  actor: AiCallContext & { userId: string };
  lesson: { id: string; title: string; content: { title: string; blocks: unknown[] } | null } | undefined;
  history: ChatMessageRow[];
  answer: string;
  log?: { warn(obj: object, msg: string): void };
}): (() => Promise<void>) | undefined {
  const { db, ai, actor, lesson } = options;
  const asked = options.history.findLast((row) => row.role === "assistant");
  if (!lesson?.content || !asked || asked.mode !== "quiz" || asked.lessonId !== lesson.id) return undefined;
  const blocks = lesson.content.blocks as LessonBlock[];
  const verdict = (async () => {
    const known = await findLessonConcepts(db, actor.userId, [lesson.id]);
    const output = await ai.run(
      judgeQuizAnswerTask,
      {
        lesson: { title: lesson.content?.title ?? lesson.title, blocks },
        concepts: known.map((c) => c.name),
        asked: asked.content,
        answer: options.answer,
      },
      actor,
    );
    return { output, known };
  })();
  // Judged while the reply streams; an unhandled failure must not surface before it is awaited.
  verdict.catch(() => {});
  return async () => {
    try {
      const { output, known } = await verdict;
      if (!output.answered) return;
      await recordEvidence({
        db,
        userId: actor.userId,
        evidence: [
          {
            conceptIds: resolveConceptNames(known, output.concepts),
            itemKey: `quiz:${asked.id}`,
            kind: "quiz_me",
            score: output.score,
            question: asked.content,
            given: options.answer,
          },
        ],
      });
    } catch (error) {
      options.log?.warn({ err: error }, "a quiz reply could not be judged for the learner model");
    }
  };
}
