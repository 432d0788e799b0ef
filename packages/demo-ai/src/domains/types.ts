/** The shape of the demo provider's topic dictionaries (domain-data.ts lists them). */

/**
 * One section as a line: "Topic | what the learner will be able to do | Lesson; Lesson; Lesson".
 * The middle part is a verb phrase ("write functions that return values"); lessons are 3 to 6.
 */
export type SectionLine = string;

/** Closing sections used when `when` matches: "+"-joined tokens, each a subject, "@domain" or "word|word". */
export type Ending = { when: string; project?: string; sections: SectionLine[] };

/** One course a domain can recommend; stage 0 basics, 1 core, 2 advanced. */
export type CourseTemplate = {
  /** Title in title case, at most 60 characters once filled; never includes the learner's purpose. */
  title: string;
  about: string;
  stage: 0 | 1 | 2;
  hours: number;
  tags: string;
  sections: SectionLine[];
  /** Subjects this course does not suit ("Music Theory for Singing Players"). */
  notFor?: string[];
  /** Title and description for one subject (keyed by display subject), when its sections differ. */
  subjectTitle?: Record<string, string>;
  subjectAbout?: Record<string, string>;
  /** Sections for one subject (keyed by display subject), used instead of `sections`. */
  bySubject?: Record<string, SectionLine[]>;
  /** Closing sections for a purpose; with one, only the first `keep` core sections stay. */
  endings?: Ending[];
  keep?: number;
};

export type Domain = {
  id: string;
  /** Hue (0-360) of the domain's cover art. */
  hue: number;
  /** Lower-case words or phrases that point to this domain. */
  keywords: string[];
  /** Keyword → display subject, e.g. python → Python. */
  subjects: Record<string, string>;
  /** Subject keyword → tool name; "default" when none matches. */
  tools: Record<string, string>;
  courses: CourseTemplate[];
  /** Multiple-choice questions: question | correct | wrong | wrong | wrong. */
  quiz: string[];
  /** Extra multiple-choice questions for one subject (keyed by display subject), asked first. */
  quizBySubject?: Record<string, string[]>;
  /** Open questions that gauge what the learner knows, from general to specific. */
  knowledge: string[];
  /** Those questions for one subject (keyed by display subject) when the domain's do not fit it. */
  knowledgeBySubject?: Record<string, string[]>;
};
