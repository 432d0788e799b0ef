import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AiEngine, ImageService } from "./ai/engine.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Background, EventJobs } from "./jobs/background.ts";
import type { MediaStore } from "./media/store.ts";
import { makeAudioOverviewJob, resumeAbandonedOverviews } from "./modules/audio-overviews/index.ts";
import { sendResetMailJob } from "./modules/auth/index.ts";
import {
  assignedCourseEditedJob,
  assignmentCopiesJob,
  resumeAssignmentCopies,
} from "./modules/classes/index.ts";
import { backfillConceptsJob, resumeConceptWork } from "./modules/learner-model/index.ts";
import { writeAssessmentJob } from "./modules/lesson-assessments/service.ts";
import { makeLessonVideoJob, resumeAbandonedVideos } from "./modules/lesson-slides/index.ts";
import type { GenerationHub } from "./modules/lessons/generation-hub.ts";
import { drawIllustrationJob } from "./modules/lessons/illustration.ts";
import { narrateLessonJob } from "./modules/lessons/narration.ts";
import { prepareNextLessonJob } from "./modules/lessons/prepare-next-lesson.ts";
import { resumeAbandonedLessonWork } from "./modules/lessons/work.ts";
import { postLtiScoreJob } from "./modules/lti/index.ts";
import type { Mailer } from "./modules/mail/index.ts";
import { extractMemoryJob } from "./modules/memory/index.ts";
import { writeReviewCardsJob } from "./modules/review/lesson-cards.ts";
import { prepareNextSectionJob } from "./modules/roadmaps/prepare-next-section.ts";
import {
  embedSourceJob,
  extractSourceJob,
  resumeAbandonedSources,
  resumeSourceEmbeddings,
} from "./modules/sources/index.ts";
import type { SlideRenderer } from "./slides/renderer.ts";
import type { Speaker, SpeechService } from "./speech/index.ts";
import type { WebAccess } from "./web/index.ts";

/**
 * The server's background jobs, wired: which jobs exist, which events start which, what their
 * handlers receive, and how work a stopped server left is sent again. Each job is defined by the
 * module that owns its work (ADR 0014); this file only lists them.
 */

/** What job handlers read from the app (AppDeps has them). */
type JobDepsSource = {
  config: Config;
  db: Db;
  mailer: Mailer;
  ai: AiEngine;
  images: ImageService;
  media: MediaStore;
  speech: SpeechService | null;
  speaker: Speaker | null;
  slides: SlideRenderer | null;
  lessonGenerations: GenerationHub;
  background: Background;
  web: WebAccess;
};

/** Which jobs each event services emit starts. */
export const EVENT_JOBS: EventJobs = {
  sectionCompleted: [prepareNextSectionJob],
  lessonCompleted: [prepareNextLessonJob, postLtiScoreJob],
  lessonWritten: [drawIllustrationJob, writeAssessmentJob, writeReviewCardsJob],
  courseEdited: [assignedCourseEditedJob],
};

/** Every job this server runs; each is defined by the module that owns its work. */
export const JOBS = [
  prepareNextSectionJob,
  prepareNextLessonJob,
  drawIllustrationJob,
  writeAssessmentJob,
  narrateLessonJob,
  writeReviewCardsJob,
  extractSourceJob,
  embedSourceJob,
  backfillConceptsJob,
  makeAudioOverviewJob,
  makeLessonVideoJob,
  sendResetMailJob,
  extractMemoryJob,
  postLtiScoreJob,
  assignmentCopiesJob,
  assignedCourseEditedJob,
] as const;

/**
 * What job handlers receive: the app's dependencies, read at call time (tests may swap deps.ai
 * after building), and the background itself for work that starts more work.
 */
export function jobDeps(get: () => JobDepsSource, log: FastifyBaseLogger) {
  return {
    log,
    get config() {
      return get().config;
    },
    get db() {
      return get().db;
    },
    get mailer() {
      return get().mailer;
    },
    get ai() {
      return get().ai;
    },
    get images() {
      return get().images;
    },
    get media() {
      return get().media;
    },
    get speech() {
      return get().speech;
    },
    get speaker() {
      return get().speaker;
    },
    get slides() {
      return get().slides;
    },
    get hub() {
      return get().lessonGenerations;
    },
    get background() {
      return get().background;
    },
    get web() {
      return get().web;
    },
  };
}

/** The job of each kind of lesson work. */
const LESSON_WORK_JOBS = {
  illustration: drawIllustrationJob,
  assessment: writeAssessmentJob,
  narration: narrateLessonJob,
  cards: writeReviewCardsJob,
} as const;

/**
 * Sends again the lesson work a dead process left behind (at start-up): on PGlite every unfinished
 * try, on PostgreSQL those whose heartbeat went stale. Answers how many.
 */
export async function resumeLessonWork(
  app: FastifyInstance,
  options: { everyUnfinished: boolean; startUp?: boolean },
): Promise<number> {
  const count = await resumeAbandonedLessonWork(app.deps, {
    ...options,
    send: async (kind, data) => {
      await app.deps.background.send(LESSON_WORK_JOBS[kind], data, { queued: true });
    },
  });
  if (count > 0) app.log.info({ count }, "resumed lesson work left by a stopped server");
  const sources = await resumeAbandonedSources(app.deps, {
    ...options,
    send: async (data) => {
      await app.deps.background.send(extractSourceJob, data, { queued: true });
    },
  });
  if (sources > 0) app.log.info({ count: sources }, "resumed source extraction left by a stopped server");
  const embeddings = await resumeSourceEmbeddings(app.deps, {
    everyUnfinished: options.everyUnfinished,
    probeDimensions: options.startUp,
    send: async (data) => {
      await app.deps.background.send(embedSourceJob, data, { queued: true });
    },
  });
  if (embeddings > 0) app.log.info({ count: embeddings }, "queued sources' passages to embed");
  const overviews = await resumeAbandonedOverviews(app.deps, { everyUnfinished: options.everyUnfinished });
  if (overviews > 0) app.log.info({ count: overviews }, "resumed audio overviews left by a stopped server");
  const concepts = await resumeConceptWork(app.deps, {
    everyUnfinished: options.everyUnfinished,
    send: async (data) => {
      await app.deps.background.send(backfillConceptsJob, data, { queued: true });
    },
  });
  if (concepts > 0) app.log.info({ count: concepts }, "queued goals whose lessons' concepts are named");

  const videos = await resumeAbandonedVideos(app.deps, { everyUnfinished: options.everyUnfinished });
  if (videos > 0) app.log.info({ count: videos }, "resumed lesson videos left by a stopped server");
  // Assignment copies still to make or to bring up to the teacher's course (ADR 0056).
  const copies = options.startUp ? await resumeAssignmentCopies(app.deps) : 0;
  if (copies > 0) app.log.info({ count: copies }, "resumed assignment copies left by a stopped server");
  return count + sources + embeddings + overviews + concepts + videos + copies;
}
