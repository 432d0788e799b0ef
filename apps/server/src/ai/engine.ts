/**
 * The AI engine's interface: what services call. Implementations (provider registry, demo
 * provider, tasks) live beside this file; services never import a provider directly.
 * Each method's output is validated against its task schema (tasks/<task>/schema.ts) before
 * it is returned, so callers can trust the shapes below.
 */

/** Who is asking: picks the model (AI_MODEL for free, AI_MODEL_PRO for pro) and is recorded in ai_calls. */
export type AiCallContext = { userId?: string; tier: "free" | "pro" };

/** The learner's profile as the planner uses it (fields may be missing). */
export type LearnerProfile = {
  educationDegree?: string | null;
  /** 0 Unemployed, 1 Student, 2 Employed full-time. */
  currentStatus?: number | null;
  /** 0 Career growth, 1 Curiosity, 2 Change career, 3 Change life, 4 Other. */
  motivation?: number | null;
  birthDate?: string | null;
  learningSchedule?: { dayOfWeek: number; startTime: string; endTime: string }[] | null;
};

export type Clarification = { question: string; answer: string };

export type PlannedCourse = {
  title: string;
  description: string;
  /** 1 Beginner, 2 Practitioner, 3 Advanced. */
  complexityLevel: number;
  /** Hours the learner would like to spend. */
  desiredDuration: number;
  /** Hours it realistically takes. */
  realisticDuration: number;
  tags: string[];
};

/** Either a clarifying question or a goal title with 3 to 6 recommended courses. */
export type GoalPlan = { clarifyingQuestion: string } | { goal: { title: string; courses: PlannedCourse[] } };

export type RoadmapSectionDraft = { topic: string; summary: string };
export type LessonDraft = { title: string; estimatedMinutes: number };

/** A multiple-choice question with four options (A to D) and the index of the correct one. */
export type ChoiceQuestion = { question: string; options: string[]; correctIndex: number };

export type TopicQuestion = {
  question: string;
  type: "multiple-choice" | "open-ended";
  options: string[];
  correctAnswer?: string;
  /** For open-ended questions: expected answer length, e.g. "2-3 sentences". */
  expectedLength?: string;
};
export type TopicAssessment = { topics: { title: string; questions: TopicQuestion[] }[] };
export type TopicSubmission = {
  topics: {
    topicTitle: string;
    answers: {
      questionIndex: number;
      questionType: string;
      question: string;
      answer: string;
      correctAnswer?: string;
    }[];
  }[];
};
export type TopicEvaluation = { topics: { title: string; recommendToComplete: boolean }[] };

export interface AiEngine {
  /** Which provider answers ("demo" output is labelled in the UI). */
  readonly provider: "demo" | "openai" | "openai-compatible" | "anthropic";
  planGoal(
    input: { goal: string; clarifications: Clarification[]; profile: LearnerProfile },
    ctx: AiCallContext,
  ): Promise<GoalPlan>;
  /** 5 to 10 ordered sections for one course. */
  writeCourseRoadmap(
    input: { goal: string; course: PlannedCourse; profile?: LearnerProfile },
    ctx: AiCallContext,
  ): Promise<{ sections: RoadmapSectionDraft[] }>;
  /** 3 to 6 lesson titles for one section. */
  writeSectionLessons(
    input: { goal: string; courseTitle: string; section: RoadmapSectionDraft; previousSections: string[] },
    ctx: AiCallContext,
  ): Promise<{ lessons: LessonDraft[] }>;
  /** Free-text knowledge-assessment questions for a goal (goal assessment screen). */
  writeKnowledgeQuestions(
    input: { goal: string; level?: string },
    ctx: AiCallContext,
  ): Promise<{ questions: string[] }>;
  /** Multiple-choice quiz for the overlay knowledge assessment (A to D). */
  writeChoiceQuiz(
    input: { goal: string; level?: string },
    ctx: AiCallContext,
  ): Promise<{ questions: ChoiceQuestion[] }>;
  /** Topic-based assessment (spec part 1 section 3). */
  writeTopicAssessment(input: { goal: string; level?: string }, ctx: AiCallContext): Promise<TopicAssessment>;
  evaluateTopicAssessment(
    input: { goal: string; submission: TopicSubmission },
    ctx: AiCallContext,
  ): Promise<TopicEvaluation>;
  /** A prompt for the goal's cover image. */
  writeImagePrompt(input: { goal: string; title?: string }, ctx: AiCallContext): Promise<{ prompt: string }>;
}

/** Draws images (demo: deterministic SVG; openai: the images API) and stores them in the media store. */
export interface ImageService {
  /** Returns a URL path under /media/ for the stored image. */
  createCoverImage(
    input: { prompt: string; title: string; seed: string },
    ctx: AiCallContext,
  ): Promise<{ imageUrl: string }>;
}
