import type { FastifyRequest } from "fastify";

/**
 * Requests per user per minute on each AI-heavy route, so one user cannot burn the AI budget: the
 * whole budget in one table. Keys name what the route makes.
 */
export const AI_RATE_LIMITS = {
  /** POST /goals/plan: the planner's proposal. */
  planGoal: 30,
  /** POST /goals/with-plan and POST /goals: a goal with its courses. */
  createGoal: 6,
  /** POST /goals/{id}/generate-image: a goal's cover. */
  drawGoalCover: 10,
  /** POST /goals/{id}/knowledge-assessment and POST /assessments/knowledge/create. */
  writeKnowledgeAssessment: 20,
  /** POST /goals/{id}/placement: the placement check's questions (written once per goal). */
  writePlacementCheck: 20,
  /** POST /goals/{id}/topic-assessment. */
  writeTopicAssessment: 20,
  /** POST /goals/{id}/topic-assessment/submit: the AI's evaluation of the answers. */
  evaluateTopicAssessment: 20,
  /** POST /roadmaps/{courseId} and POST /learningplans/{id}/regenerate-roadmap: a course's sections. */
  writeCourseRoadmap: 10,
  /** POST /roadmaps/{id}/generate-lessons: a section's lessons. */
  writeSectionLessons: 20,
  /** POST /courses/{id}/edits: a course edit (the AI ones write a section, lessons or a lesson). */
  editCourse: 40,
  /** POST /courses/{id}/replan-preview: a course's sections planned again from the goal's sources. */
  replanCourse: 10,
  /** POST /lessons/{id}/generate-content: a lesson's content, answered when written. */
  writeLesson: 30,
  /** GET /lessons/{id}/content-stream and /work-stream: following what is being written. */
  followLesson: 60,
  /** POST /lessons/{id}/generate-image: the lesson's illustration. */
  drawLessonIllustration: 20,
  /** POST /audio/generate/{id}: the lesson's narration. */
  narrateLesson: 10,
  /** POST /lessons/{id}/assessment: the lesson's assessment. */
  writeLessonAssessment: 30,
  /** POST /assessments/lesson/{id}/submit: grading, open answers by the AI. */
  gradeLessonAssessment: 30,
  /** POST /assessments/lesson/{id}/fix-gaps: the part for the missed concepts and practice on them. */
  fixGaps: 10,
  /** POST /review/cards/{id}/suggest-rating: a typed review answer checked by the AI. */
  gradeReviewAnswer: 60,
  /** POST /chat: one answer. */
  chat: 30,
  /** POST /chat/transcribe: a spoken question turned into text (no AI budget; CPU or the STT endpoint). */
  transcribeSpeech: 20,
  /** POST /chat/speak: one sentence of an answer read aloud (an answer is spoken a sentence a request). */
  speakSentence: 240,
  /** POST /learner-model/concepts/{id}/practice: fresh questions on a concept. */
  writePracticeQuestions: 20,
  /** POST /practice-exams: a practice exam's fresh questions. */
  writePracticeExam: 10,
  /** POST /practice-exams/{id}/submit: grading, open answers by the AI. */
  gradePracticeExam: 30,
  /** POST /lessons/{id}/check: the lesson's claims looked up on the web (two AI calls, a few searches). */
  checkLesson: 6,
} as const;

/** The route config of an AI-heavy route: its per-user limit from AI_RATE_LIMITS, counted after sign-in. */
export function aiRateLimit(route: keyof typeof AI_RATE_LIMITS) {
  return {
    rateLimit: {
      max: AI_RATE_LIMITS[route],
      timeWindow: 60_000,
      // After authentication, so the key is the user rather than the IP.
      hook: "preHandler" as const,
      keyGenerator: (request: FastifyRequest) =>
        `${request.method}:${request.routeOptions.url ?? request.url}:${request.userId || request.ip}`,
    },
  };
}
