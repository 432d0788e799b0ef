// The server's task definitions, for the demo's tests: every answer is checked against the
// schema a real model's answer must pass. Tests only; the package's source imports types alone.

export { answerFromSourcesTask } from "../../../apps/server/src/ai/tasks/answer-from-sources/index.ts";
export { answerQuestionTask } from "../../../apps/server/src/ai/tasks/answer-question/index.ts";
export { buildAnswerQuestionPrompt } from "../../../apps/server/src/ai/tasks/answer-question/prompt.ts";
export { checkLessonClaimsTask } from "../../../apps/server/src/ai/tasks/check-lesson-claims/index.ts";
export { evaluateTopicAssessmentTask } from "../../../apps/server/src/ai/tasks/evaluate-topic-assessment/index.ts";
export { extractMemoryTask } from "../../../apps/server/src/ai/tasks/extract-memory/index.ts";
export { buildExtractMemoryPrompt } from "../../../apps/server/src/ai/tasks/extract-memory/prompt.ts";
export { gradeOpenAnswerTask } from "../../../apps/server/src/ai/tasks/grade-open-answer/index.ts";
export { gradeReviewAnswerTask } from "../../../apps/server/src/ai/tasks/grade-review-answer/index.ts";
export { judgeQuizAnswerTask } from "../../../apps/server/src/ai/tasks/judge-quiz-answer/index.ts";
export { nameLessonConceptsTask } from "../../../apps/server/src/ai/tasks/name-lesson-concepts/index.ts";
export { pickDatedClaimsTask } from "../../../apps/server/src/ai/tasks/pick-dated-claims/index.ts";
export { planGoalTask } from "../../../apps/server/src/ai/tasks/plan-goal/index.ts";
export { replanCourseSectionsTask } from "../../../apps/server/src/ai/tasks/replan-course-sections/index.ts";
export { rewriteLessonTask } from "../../../apps/server/src/ai/tasks/rewrite-lesson/index.ts";
export { rewriteSectionLessonsTask } from "../../../apps/server/src/ai/tasks/rewrite-section-lessons/index.ts";
export { writeAudioOverviewTask } from "../../../apps/server/src/ai/tasks/write-audio-overview/index.ts";
export { writeChoiceQuizTask } from "../../../apps/server/src/ai/tasks/write-choice-quiz/index.ts";
export { writeCourseRoadmapTask } from "../../../apps/server/src/ai/tasks/write-course-roadmap/index.ts";
export { writeCourseSectionTask } from "../../../apps/server/src/ai/tasks/write-course-section/index.ts";
export { writeExamQuestionsTask } from "../../../apps/server/src/ai/tasks/write-exam-questions/index.ts";
export { writeGapFixTask } from "../../../apps/server/src/ai/tasks/write-gap-fix/index.ts";
export { writeImagePromptTask } from "../../../apps/server/src/ai/tasks/write-image-prompt/index.ts";
export { writeKnowledgeQuestionsTask } from "../../../apps/server/src/ai/tasks/write-knowledge-questions/index.ts";
export { writeLessonTask } from "../../../apps/server/src/ai/tasks/write-lesson/index.ts";
export { WriteLessonOutputSchema } from "../../../apps/server/src/ai/tasks/write-lesson/schema.ts";
export { writeLessonAssessmentTask } from "../../../apps/server/src/ai/tasks/write-lesson-assessment/index.ts";
export { writePlacementQuestionsTask } from "../../../apps/server/src/ai/tasks/write-placement-questions/index.ts";
export { writePracticeQuestionsTask } from "../../../apps/server/src/ai/tasks/write-practice-questions/index.ts";
export { writeReviewCardsTask } from "../../../apps/server/src/ai/tasks/write-review-cards/index.ts";
export { writeSectionLessonsTask } from "../../../apps/server/src/ai/tasks/write-section-lessons/index.ts";
export { writeTopicAssessmentTask } from "../../../apps/server/src/ai/tasks/write-topic-assessment/index.ts";
