import { demoAnswerFromSources } from "./answer-from-sources.ts";
import {
  demoEvaluateTopicAssessment,
  demoWriteChoiceQuiz,
  demoWriteKnowledgeQuestions,
  demoWriteTopicAssessment,
} from "./assessments.ts";
import { demoWriteAudioOverview } from "./audio-overview.ts";
import { demoRewriteLesson, demoRewriteSectionLessons, demoWriteCourseSection } from "./course-edits.ts";
import { demoWriteExamQuestions } from "./exam-questions.ts";
import { demoWriteGapFix } from "./gap-fix.ts";
import { demoGradeOpenAnswer } from "./grade-open-answer.ts";
import { demoGradeReviewAnswer } from "./grade-review-answer.ts";
import { demoWriteImagePrompt } from "./image-prompt.ts";
import { demoJudgeQuizAnswer, demoNameLessonConcepts, demoWritePracticeQuestions } from "./learner-model.ts";
import { demoWriteLesson } from "./lesson.ts";
import { demoWriteLessonAssessment } from "./lesson-assessment.ts";
import { demoCheckLessonClaims, demoPickDatedClaims } from "./lesson-check.ts";
import { demoWriteSectionLessons } from "./lessons.ts";
import { demoExtractMemory } from "./memory.ts";
import { demoWritePlacementQuestions } from "./placement.ts";
import { demoPlanGoal } from "./plan.ts";
import { demoReplanCourseSections } from "./replan.ts";
import { demoWriteReviewCards } from "./review-cards.ts";
import { demoWriteCourseRoadmap } from "./roadmap.ts";
import { demoChatAnswer } from "./tutor-modes.ts";

/**
 * The demo's answer to every task, keyed by the task's name (the folder under the server's
 * ai/tasks/): deterministic, built from the input's own words. A new task adds its answer here.
 */
export const DEMO_ANSWERS = {
  "answer-from-sources": demoAnswerFromSources,
  "answer-question": demoChatAnswer,
  "check-lesson-claims": demoCheckLessonClaims,
  "evaluate-topic-assessment": demoEvaluateTopicAssessment,
  "extract-memory": demoExtractMemory,
  "grade-open-answer": demoGradeOpenAnswer,
  "grade-review-answer": demoGradeReviewAnswer,
  "judge-quiz-answer": demoJudgeQuizAnswer,
  "name-lesson-concepts": demoNameLessonConcepts,
  "pick-dated-claims": demoPickDatedClaims,
  "plan-goal": demoPlanGoal,
  "replan-course-sections": demoReplanCourseSections,
  "rewrite-lesson": demoRewriteLesson,
  "rewrite-section-lessons": demoRewriteSectionLessons,
  "write-audio-overview": demoWriteAudioOverview,
  "write-choice-quiz": demoWriteChoiceQuiz,
  "write-course-roadmap": demoWriteCourseRoadmap,
  "write-course-section": demoWriteCourseSection,
  "write-exam-questions": demoWriteExamQuestions,
  "write-gap-fix": demoWriteGapFix,
  "write-image-prompt": demoWriteImagePrompt,
  "write-knowledge-questions": demoWriteKnowledgeQuestions,
  "write-lesson": demoWriteLesson,
  "write-lesson-assessment": demoWriteLessonAssessment,
  "write-placement-questions": demoWritePlacementQuestions,
  "write-practice-questions": demoWritePracticeQuestions,
  "write-review-cards": demoWriteReviewCards,
  "write-section-lessons": demoWriteSectionLessons,
  "write-topic-assessment": demoWriteTopicAssessment,
};

/** The names of the tasks the demo answers. */
export type DemoTaskName = keyof typeof DEMO_ANSWERS;
