import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { MediaStore } from "../media/store.ts";
import type { AiEngine, ImageService } from "./engine.ts";
import { createDemoImageService, createOpenAiImageService } from "./images/index.ts";
import { createDemoRunner } from "./providers/demo/index.ts";
import { createModelRunner } from "./providers/model-runner.ts";
import { createModelResolver } from "./providers/registry.ts";
import { type AiLogger, createCallRecorder } from "./record.ts";
import type { TaskRunner } from "./task.ts";
import { evaluateTopicAssessment } from "./tasks/evaluate-topic-assessment/index.ts";
import { planGoal } from "./tasks/plan-goal/index.ts";
import { writeChoiceQuiz } from "./tasks/write-choice-quiz/index.ts";
import { writeCourseRoadmap } from "./tasks/write-course-roadmap/index.ts";
import { writeImagePrompt } from "./tasks/write-image-prompt/index.ts";
import { writeKnowledgeQuestions } from "./tasks/write-knowledge-questions/index.ts";
import { writeSectionLessons } from "./tasks/write-section-lessons/index.ts";
import { writeTopicAssessment } from "./tasks/write-topic-assessment/index.ts";

export type { AiEngine, ImageService } from "./engine.ts";
export { summarizeAiUsage } from "./repository.ts";

/** The engine's methods, each one task, on top of any task runner. */
export function createEngineFromRunner(runner: TaskRunner): AiEngine {
  return {
    provider: runner.provider,
    planGoal: (input, ctx) => planGoal(runner, input, ctx),
    writeCourseRoadmap: (input, ctx) => writeCourseRoadmap(runner, input, ctx),
    writeSectionLessons: (input, ctx) => writeSectionLessons(runner, input, ctx),
    writeKnowledgeQuestions: (input, ctx) => writeKnowledgeQuestions(runner, input, ctx),
    writeChoiceQuiz: (input, ctx) => writeChoiceQuiz(runner, input, ctx),
    writeTopicAssessment: (input, ctx) => writeTopicAssessment(runner, input, ctx),
    evaluateTopicAssessment: (input, ctx) => evaluateTopicAssessment(runner, input, ctx),
    writeImagePrompt: (input, ctx) => writeImagePrompt(runner, input, ctx),
  };
}

/** The AI engine for AI_PROVIDER: the offline demo provider, or a real model through the AI SDK. */
export function createAiEngine(options: {
  config: Config;
  db: Db;
  logger?: AiLogger;
  sleep?: (ms: number) => Promise<void>;
}): AiEngine {
  const { config } = options;
  const record = createCallRecorder(options.db, options.logger);
  if (config.AI_PROVIDER === "demo") return createEngineFromRunner(createDemoRunner(record));
  const runner = createModelRunner({
    provider: config.AI_PROVIDER,
    resolveModel: createModelResolver(config, config.AI_PROVIDER),
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
    record,
    logger: options.logger,
    sleep: options.sleep,
  });
  return createEngineFromRunner(runner);
}

/** The image service for IMAGE_PROVIDER: deterministic SVG covers (demo) or OpenAI images. */
export function createImageService(options: {
  config: Config;
  media: MediaStore;
  db: Db;
  logger?: AiLogger;
}): ImageService {
  const record = createCallRecorder(options.db, options.logger);
  if (options.config.IMAGE_PROVIDER === "openai") {
    return createOpenAiImageService({
      config: options.config,
      media: options.media,
      record,
      logger: options.logger,
    });
  }
  return createDemoImageService(options.media, record);
}
