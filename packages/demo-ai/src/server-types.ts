/**
 * The provider contract the demo implements, and each task's input and output, as the server
 * defines them. Types only: at run time the demo imports nothing from the server (it is handed
 * the task objects and the call recorder), so the server can load it with import() and a server
 * with a real provider never does.
 */
export type {
  AiCallContext,
  AiCallOptions,
  AiEngine,
  Clarification,
  LearnerProfile,
  PlannedCourse,
} from "../../../apps/server/src/ai/engine.ts";
export type { RecordCall } from "../../../apps/server/src/ai/record.ts";
export type { AiStreamEvent, AiTask, PartialOutput } from "../../../apps/server/src/ai/task.ts";
export type { AnswerFromSourcesInput } from "../../../apps/server/src/ai/tasks/answer-from-sources/prompt.ts";
export type { AnswerQuestionInput } from "../../../apps/server/src/ai/tasks/answer-question/prompt.ts";
export type { CheckLessonClaimsInput } from "../../../apps/server/src/ai/tasks/check-lesson-claims/prompt.ts";
export type { CheckLessonClaimsOutput } from "../../../apps/server/src/ai/tasks/check-lesson-claims/schema.ts";
export type { TopicEvaluationInput } from "../../../apps/server/src/ai/tasks/evaluate-topic-assessment/prompt.ts";
export type { TopicEvaluationOutput } from "../../../apps/server/src/ai/tasks/evaluate-topic-assessment/schema.ts";
export type {
  ExtractMemoryInput,
  ExtractMemoryOutput,
} from "../../../apps/server/src/ai/tasks/extract-memory/index.ts";
export type { GradeOpenAnswerInput } from "../../../apps/server/src/ai/tasks/grade-open-answer/prompt.ts";
export type { GradeOpenAnswerOutput } from "../../../apps/server/src/ai/tasks/grade-open-answer/schema.ts";
export type { GradeReviewAnswerInput } from "../../../apps/server/src/ai/tasks/grade-review-answer/prompt.ts";
export type { GradeReviewAnswerOutput } from "../../../apps/server/src/ai/tasks/grade-review-answer/schema.ts";
export type { QuizVerdictInput } from "../../../apps/server/src/ai/tasks/judge-quiz-answer/prompt.ts";
export type { QuizVerdictOutput } from "../../../apps/server/src/ai/tasks/judge-quiz-answer/schema.ts";
export type { LessonConceptsInput } from "../../../apps/server/src/ai/tasks/name-lesson-concepts/prompt.ts";
export type { LessonConceptsOutput } from "../../../apps/server/src/ai/tasks/name-lesson-concepts/schema.ts";
export type { PickDatedClaimsInput } from "../../../apps/server/src/ai/tasks/pick-dated-claims/prompt.ts";
export type { PickDatedClaimsOutput } from "../../../apps/server/src/ai/tasks/pick-dated-claims/schema.ts";
export type { PlanGoalInput } from "../../../apps/server/src/ai/tasks/plan-goal/prompt.ts";
export type { PlanGoalOutput } from "../../../apps/server/src/ai/tasks/plan-goal/schema.ts";
export type { LearnerNeeds } from "../../../apps/server/src/ai/tasks/prompt-helpers.ts";
export type { ReplanCourseInput } from "../../../apps/server/src/ai/tasks/replan-course-sections/prompt.ts";
export type { ReplanCourseOutput } from "../../../apps/server/src/ai/tasks/replan-course-sections/schema.ts";
export type { RewriteLessonInput } from "../../../apps/server/src/ai/tasks/rewrite-lesson/prompt.ts";
export type { RewriteLessonOutput } from "../../../apps/server/src/ai/tasks/rewrite-lesson/schema.ts";
export type { RewriteSectionLessonsInput } from "../../../apps/server/src/ai/tasks/rewrite-section-lessons/prompt.ts";
export type { AudioOverviewInput } from "../../../apps/server/src/ai/tasks/write-audio-overview/prompt.ts";
export type { AudioOverviewScript } from "../../../apps/server/src/ai/tasks/write-audio-overview/schema.ts";
export type { ChoiceQuizInput } from "../../../apps/server/src/ai/tasks/write-choice-quiz/prompt.ts";
export type { ChoiceQuizOutput } from "../../../apps/server/src/ai/tasks/write-choice-quiz/schema.ts";
export type { CourseRoadmapInput } from "../../../apps/server/src/ai/tasks/write-course-roadmap/prompt.ts";
export type { CourseRoadmapOutput } from "../../../apps/server/src/ai/tasks/write-course-roadmap/schema.ts";
export type { CourseSectionInput } from "../../../apps/server/src/ai/tasks/write-course-section/prompt.ts";
export type { CourseSectionOutput } from "../../../apps/server/src/ai/tasks/write-course-section/schema.ts";
export type { ExamQuestionsInput } from "../../../apps/server/src/ai/tasks/write-exam-questions/prompt.ts";
export type { ExamQuestionsOutput } from "../../../apps/server/src/ai/tasks/write-exam-questions/schema.ts";
export type { GapFixInput } from "../../../apps/server/src/ai/tasks/write-gap-fix/prompt.ts";
export type { GapFixOutput } from "../../../apps/server/src/ai/tasks/write-gap-fix/schema.ts";
export type { ImagePromptInput } from "../../../apps/server/src/ai/tasks/write-image-prompt/prompt.ts";
export type { ImagePromptOutput } from "../../../apps/server/src/ai/tasks/write-image-prompt/schema.ts";
export type { KnowledgeQuestionsInput } from "../../../apps/server/src/ai/tasks/write-knowledge-questions/prompt.ts";
export type { KnowledgeQuestionsOutput } from "../../../apps/server/src/ai/tasks/write-knowledge-questions/schema.ts";
export type { WriteLessonInput } from "../../../apps/server/src/ai/tasks/write-lesson/prompt.ts";
export type { WriteLessonOutput } from "../../../apps/server/src/ai/tasks/write-lesson/schema.ts";
export type { LessonAssessmentInput } from "../../../apps/server/src/ai/tasks/write-lesson-assessment/prompt.ts";
export type { LessonAssessmentOutput } from "../../../apps/server/src/ai/tasks/write-lesson-assessment/schema.ts";
export type { PlacementQuestionsInput } from "../../../apps/server/src/ai/tasks/write-placement-questions/prompt.ts";
export type { PlacementQuestionsOutput } from "../../../apps/server/src/ai/tasks/write-placement-questions/schema.ts";
export type { PracticeQuestionsInput } from "../../../apps/server/src/ai/tasks/write-practice-questions/prompt.ts";
export type { PracticeQuestionsOutput } from "../../../apps/server/src/ai/tasks/write-practice-questions/schema.ts";
export type { ReviewCardsInput } from "../../../apps/server/src/ai/tasks/write-review-cards/prompt.ts";
export type { ReviewCardsOutput } from "../../../apps/server/src/ai/tasks/write-review-cards/schema.ts";
export type { SectionLessonsInput } from "../../../apps/server/src/ai/tasks/write-section-lessons/prompt.ts";
export type { SectionLessonsOutput } from "../../../apps/server/src/ai/tasks/write-section-lessons/schema.ts";
export type { TopicAssessmentInput } from "../../../apps/server/src/ai/tasks/write-topic-assessment/prompt.ts";
export type { TopicAssessmentOutput } from "../../../apps/server/src/ai/tasks/write-topic-assessment/schema.ts";
