import { z } from "zod";

/** A member's role in a class: the owner and co-teachers teach, students learn. */
export const ClassRoleSchema = z.enum(["teacher", "student"]);
export type ClassRole = z.infer<typeof ClassRoleSchema>;

/** An invite's short code: eight characters of an unambiguous alphabet (case is ignored). */
export const InviteCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NP-Z2-9]{8}$/, "not an invite code")
  .describe("The invite's short code");

/** Plan rules for teaching (docs/product-rules.md): classes one may own and students per class. */
export const CLASS_LIMITS = {
  free: { classes: 1, studentsPerClass: 30 },
  pro: { classes: 20, studentsPerClass: 200 },
} as const;

/** What a teacher sees about each student, shown to the student before they accept an invite. */
export const TEACHER_SEES = [
  "Your name and username",
  "When you joined and when you were last active on an assigned course",
  "Your lessons done, assessment scores, answers and focus time on the courses this class assigns",
  "The concepts you are weak on in those courses",
] as const;

/** What a teacher never sees, also shown before accepting. */
export const TEACHER_NEVER_SEES = [
  "Your own goals and courses",
  "Your notes, chats, sources, memory and review cards",
] as const;

/** POST /classes: a new class, taught by the caller. */
export const CreateClassRequestSchema = z.object({
  name: z.string().trim().min(1).max(120).describe("The class's name, shown to students"),
});
export type CreateClassRequest = z.infer<typeof CreateClassRequestSchema>;

/** A class in the caller's list, with the caller's role in it. */
export const ClassSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: ClassRoleSchema,
  teacherName: z.string().describe("The owner's first name, else username"),
  studentCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ClassSummary = z.infer<typeof ClassSummarySchema>;

/** GET /classes: classes the caller teaches or is a student in, and the plan's class rules. */
export const ClassListSchema = z.object({
  classes: z.array(ClassSummarySchema),
  limits: z.object({ classes: z.number().int(), studentsPerClass: z.number().int() }),
});
export type ClassList = z.infer<typeof ClassListSchema>;

/** A member of a class as its teachers see them. */
export const ClassMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  role: ClassRoleSchema,
  isOwner: z.boolean(),
  joinedAt: z.iso.datetime(),
});
export type ClassMember = z.infer<typeof ClassMemberSchema>;

/** An invite as teachers see it. */
export const ClassInviteSchema = z.object({
  id: z.string(),
  code: z.string(),
  role: ClassRoleSchema,
  path: z.string().describe("The join page's path, /join/<code>"),
  expiresAt: z.iso.datetime(),
  revoked: z.boolean(),
});
export type ClassInvite = z.infer<typeof ClassInviteSchema>;

/** POST /classes/{id}/invites: a new code; expires after `expiresInDays`. */
export const CreateInviteRequestSchema = z.object({
  role: ClassRoleSchema.default("student").describe("teacher makes a co-teacher invite"),
  expiresInDays: z.number().int().min(1).max(90).default(14),
});
export type CreateInviteRequest = z.infer<typeof CreateInviteRequestSchema>;

/** An assignment of a class. */
export const ClassAssignmentSchema = z.object({
  id: z.string(),
  courseId: z.string().describe("The teacher's course it copies"),
  title: z.string(),
  dueDate: z.iso.date().nullable(),
  createdAt: z.iso.datetime(),
  copies: z
    .object({
      made: z.number().int().min(0).describe("Current students who have their copy"),
      students: z.number().int().min(0).describe("Current students of the class"),
    })
    .optional()
    .describe("The teacher's view: copies are made in the background ('Copying for 12 of 30 students…')"),
});
export type ClassAssignment = z.infer<typeof ClassAssignmentSchema>;

/** GET /classes/{id}: the class as its teachers see it. */
export const ClassDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  seatLimit: z.number().int().describe("Students the owner's plan allows in this class"),
  members: z.array(ClassMemberSchema),
  invites: z.array(ClassInviteSchema),
  assignments: z.array(ClassAssignmentSchema),
});
export type ClassDetail = z.infer<typeof ClassDetailSchema>;

/** GET /invites/{code}: what joining means, before accepting. */
export const InvitePreviewSchema = z.object({
  className: z.string(),
  teacherName: z.string(),
  role: ClassRoleSchema,
  alreadyMember: z.boolean(),
  teacherSees: z.array(z.string()),
  teacherNeverSees: z.array(z.string()),
});
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;

/** POST /invites/{code}/accept: the class joined. */
export const JoinedClassSchema = z.object({ classId: z.string(), role: ClassRoleSchema });
export type JoinedClass = z.infer<typeof JoinedClassSchema>;

/** POST /classes/{id}/assignments: assigns one of the teacher's courses. */
export const CreateAssignmentRequestSchema = z.object({
  courseId: z.uuid(),
  dueDate: z.iso.date().nullable().default(null),
});
export type CreateAssignmentRequest = z.infer<typeof CreateAssignmentRequestSchema>;

/** One student's progress on an assignment: what the teacher sees (and the student sees of themselves). */
export const StudentProgressSchema = z.object({
  userId: z.string(),
  name: z.string(),
  lessonsDone: z.number().int(),
  lessonCount: z.number().int(),
  averageScore: z.number().nullable().describe("Mean assessment score, 0-100, of assessed lessons"),
  focusMinutes: z.number().int().describe("Focus-timer minutes on the copy's lessons"),
  lastActiveAt: z.iso.datetime().nullable(),
  onTrack: z.boolean().nullable().describe("Lessons done against the share of time to the due date"),
  weakConcepts: z.array(z.string()),
  lmsSync: z
    .enum(["pending", "synced", "failed"])
    .nullable()
    .describe(
      "The score's post to the LMS grade book (LTI AGS); null when the assignment is not from an LMS",
    ),
});
export type StudentProgress = z.infer<typeof StudentProgressSchema>;

/** A question of an assignment across the class. */
export const QuestionStatsSchema = z.object({
  lessonTitle: z.string(),
  lessonPosition: z.string().describe("section.lesson, 1-based"),
  questionIndex: z.number().int(),
  question: z.string(),
  kind: z.enum(["choice", "open"]),
  answered: z.number().int(),
  shareRight: z.number().nullable().describe("0-1 of the answers given"),
  commonWrongAnswers: z.array(z.object({ answer: z.string(), count: z.number().int() })),
  graderConfidence: z
    .number()
    .nullable()
    .describe("0-1, the AI grader's mean confidence in its grades of this open question; null for choice"),
});
export type QuestionStats = z.infer<typeof QuestionStatsSchema>;

/** An open answer a teacher may override. */
export const OpenAnswerSchema = z.object({
  lessonId: z.string().describe("The student's lesson"),
  questionIndex: z.number().int(),
  studentId: z.string(),
  studentName: z.string(),
  question: z.string(),
  answer: z.string(),
  points: z.number(),
  feedback: z.string().nullable(),
  graderConfidence: z
    .number()
    .nullable()
    .describe("0-1, how sure the AI grader was of its grade; null when graded before it said"),
  override: z
    .object({ points: z.number(), comment: z.string(), by: z.string(), at: z.iso.datetime() })
    .nullable(),
});
export type OpenAnswer = z.infer<typeof OpenAnswerSchema>;

/** GET /classes/{id}/assignments/{assignmentId}/report: the teacher's view of one assignment. */
export const AssignmentReportSchema = z.object({
  assignment: ClassAssignmentSchema,
  students: z.array(StudentProgressSchema),
  classWeakConcepts: z.array(z.object({ name: z.string(), students: z.number().int() })),
  questions: z.array(QuestionStatsSchema),
  openAnswers: z
    .array(OpenAnswerSchema)
    .describe("The answers the AI grader was least sure of first: the first `openAnswers` of the query"),
  openAnswerCount: z.number().int().describe("Open answers in all (not yet overridden and overridden)"),
});
export type AssignmentReport = z.infer<typeof AssignmentReportSchema>;

/** Open answers a report holds unless asked for more: a class of 200 has thousands. */
export const OPEN_ANSWERS_SHOWN = 50;

/** GET /classes/{id}/assignments/{assignmentId}/report?openAnswers=N: how many open answers to hold. */
export const AssignmentReportQuerySchema = z.object({
  openAnswers: z.coerce.number().int().min(1).max(100_000).default(OPEN_ANSWERS_SHOWN),
});

/** POST /classes/{id}/overrides: overrides an AI-graded open answer, with a comment. */
export const GradeOverrideRequestSchema = z.object({
  lessonId: z.uuid(),
  questionIndex: z.number().int().min(0).max(99),
  points: z.number().min(0).max(1),
  comment: z.string().trim().min(1).max(2000),
});
export type GradeOverrideRequest = z.infer<typeof GradeOverrideRequestSchema>;

/** GET /classes/{id}/me: what the class's teachers see about the caller (a student). */
export const MyClassViewSchema = z.object({
  className: z.string(),
  teacherSees: z.array(z.string()),
  assignments: z.array(z.object({ assignment: ClassAssignmentSchema, progress: StudentProgressSchema })),
});
export type MyClassView = z.infer<typeof MyClassViewSchema>;

/** POST /classes/{id}/announcements: plain text to the class's students. */
export const CreateAnnouncementRequestSchema = z.object({
  body: z.string().trim().min(1).max(2000),
});
export type CreateAnnouncementRequest = z.infer<typeof CreateAnnouncementRequestSchema>;

/** An announcement as students see it on /home. */
export const AnnouncementSchema = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** GET /announcements: the latest announcements of the caller's classes. */
export const AnnouncementListSchema = z.object({ announcements: z.array(AnnouncementSchema) });
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>;

/** POST /classes/{id}/overrides: the student's recomputed score and whether the lesson now passes. */
export const GradeOverrideResultSchema = z.object({ score: z.number().int(), passed: z.boolean() });
export type GradeOverrideResult = z.infer<typeof GradeOverrideResultSchema>;

/** POST /classes (and announcements): the new row's id (and a class's name). */
export const CreatedClassSchema = z.object({ id: z.string(), name: z.string() });
export type CreatedClass = z.infer<typeof CreatedClassSchema>;
export const CreatedAnnouncementSchema = z.object({ id: z.string() });

/** A student's assigned course that a teacher's edit changed since the student last opened it (ADR 0056). */
export const TeacherUpdateSchema = z.object({
  courseId: z.string().describe("The student's copy: /learning-plan/{courseId}"),
  title: z.string(),
  className: z.string(),
  updatedAt: z.iso.datetime().describe("When the teacher's change reached the copy"),
});
export type TeacherUpdate = z.infer<typeof TeacherUpdateSchema>;

/** GET /class-updates: 'Updated by your teacher', newest first, until the student opens the course. */
export const TeacherUpdateListSchema = z.object({ updates: z.array(TeacherUpdateSchema) });
export type TeacherUpdateList = z.infer<typeof TeacherUpdateListSchema>;
