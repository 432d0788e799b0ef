import { AppError } from "../../../lib/app-error.ts";
import type { RecordCall } from "../../record.ts";
import type { AiTask, TaskName, TaskRunner } from "../../task.ts";
import {
  demoEvaluateTopicAssessment,
  demoWriteChoiceQuiz,
  demoWriteKnowledgeQuestions,
  demoWriteTopicAssessment,
} from "./assessments.ts";
import { demoWriteImagePrompt } from "./image-prompt.ts";
import { demoWriteSectionLessons } from "./lessons.ts";
import { demoPlanGoal } from "./plan.ts";
import { demoWriteCourseRoadmap } from "./roadmap.ts";

/** The demo provider's answer for each task: offline, deterministic, built from the input's own words. */
export const DEMO_ANSWERS: Record<TaskName, (input: never) => unknown> = {
  "plan-goal": demoPlanGoal,
  "write-course-roadmap": demoWriteCourseRoadmap,
  "write-section-lessons": demoWriteSectionLessons,
  "write-knowledge-questions": demoWriteKnowledgeQuestions,
  "write-choice-quiz": demoWriteChoiceQuiz,
  "write-topic-assessment": demoWriteTopicAssessment,
  "evaluate-topic-assessment": demoEvaluateTopicAssessment,
  "write-image-prompt": demoWriteImagePrompt,
};

/** Answers a task with the demo provider, validated against the task's schema like any model's answer. */
export function answerWithDemo<I, O>(task: AiTask<I, O>, input: I): O {
  const answer = (DEMO_ANSWERS[task.name] as (input: I) => unknown)(input);
  return task.schema.parse(answer);
}

/** The demo task runner: no network, no keys; each call is still recorded (zero tokens). */
export function createDemoRunner(record: RecordCall): TaskRunner {
  return {
    provider: "demo",
    async run(task, input, ctx) {
      const started = performance.now();
      try {
        const output = answerWithDemo(task, input);
        await record({
          ctx,
          task: task.name,
          provider: "demo",
          model: "demo",
          started,
          outcome: "ok",
          attempts: 1,
        });
        return output;
      } catch (error) {
        await record({
          ctx,
          task: task.name,
          provider: "demo",
          model: "demo",
          started,
          outcome: "invalid_output",
          attempts: 1,
        });
        throw new AppError("AI_OUTPUT_INVALID", "The demo AI could not answer this request.", {
          cause: error,
        });
      }
    },
  };
}
