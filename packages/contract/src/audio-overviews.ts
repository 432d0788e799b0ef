import { z } from "zod";
import { LessonCitationSchema } from "./lesson-content.ts";

/** 'Brief' (2-4 minutes) or 'Deep dive' (8-15 minutes). */
export const AUDIO_OVERVIEW_LENGTHS = ["brief", "deep"] as const;
export const AudioOverviewLengthSchema = z.enum(AUDIO_OVERVIEW_LENGTHS);
export type AudioOverviewLength = z.infer<typeof AudioOverviewLengthSchema>;

/** Minutes of audio each length aims at (the script's words at about 150 a minute). */
export const AUDIO_OVERVIEW_MINUTES = {
  brief: { min: 2, max: 4 },
  deep: { min: 8, max: 15 },
} as const satisfies Record<AudioOverviewLength, { min: number; max: number }>;

/** Sources one overview may be made from at most. */
export const AUDIO_OVERVIEW_SOURCES_MAX = 10;

/** What an overview is about: one lesson, a section, a course, or a set of the learner's sources. */
export const AudioOverviewScopeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("lesson"), lessonId: z.uuid() }),
  z.object({ kind: z.literal("section"), sectionId: z.uuid().describe("The roadmap section's id") }),
  z.object({ kind: z.literal("course"), courseId: z.uuid() }),
  z.object({
    kind: z.literal("sources"),
    sourceIds: z
      .array(z.uuid())
      .min(1)
      .max(AUDIO_OVERVIEW_SOURCES_MAX)
      .describe("The learner's ready sources the conversation is about"),
  }),
]);
export type AudioOverviewScope = z.infer<typeof AudioOverviewScopeSchema>;

/** POST /api/audio-overviews: make (or find) the overview of a scope at a length. */
export const CreateAudioOverviewSchema = z.object({
  scope: AudioOverviewScopeSchema,
  length: AudioOverviewLengthSchema,
});
export type CreateAudioOverview = z.infer<typeof CreateAudioOverviewSchema>;

/** queued → running → done | failed (with a reason; Retry queues it again). */
export const AUDIO_OVERVIEW_STATES = ["queued", "running", "done", "failed"] as const;
export const AudioOverviewStateSchema = z.enum(AUDIO_OVERVIEW_STATES);
export type AudioOverviewState = z.infer<typeof AudioOverviewStateSchema>;

/** The two speakers: a host who asks what a learner would ask, and an expert who explains. */
export const AudioOverviewSpeakerSchema = z.enum(["host", "expert"]);
export type AudioOverviewSpeaker = z.infer<typeof AudioOverviewSpeakerSchema>;

/** One turn of the transcript, with its times measured on the MP3. */
export const AudioOverviewTurnSchema = z.object({
  speaker: AudioOverviewSpeakerSchema,
  text: z.string().describe("What is said; `[n]` markers cite the overview's citations"),
  chapter: z.number().int().min(0).describe("The index of its chapter"),
  start: z.number().describe("Seconds from the start of the MP3 where the turn is heard"),
  end: z.number(),
});
export type AudioOverviewTurn = z.infer<typeof AudioOverviewTurnSchema>;

/** A chapter, as in the MP3's ID3 chapters. */
export const AudioOverviewChapterSchema = z.object({
  title: z.string(),
  start: z.number().describe("Seconds"),
  end: z.number(),
});
export type AudioOverviewChapter = z.infer<typeof AudioOverviewChapterSchema>;

/** An audio overview: its work's state and progress, then, once done, the MP3 and its transcript. */
export const AudioOverviewSchema = z.object({
  id: z.uuid(),
  scope: AudioOverviewScopeSchema,
  length: AudioOverviewLengthSchema,
  title: z.string().describe("What it is about: the lesson's, section's or course's title, or the sources'"),
  language: z.string().describe("The BCP-47 language it is spoken in"),
  state: AudioOverviewStateSchema,
  progress: z
    .string()
    .nullable()
    .describe(
      "While queued or running: 'Waiting to start…', 'Writing the script…', 'Recording 12 of 40 turns…'",
    ),
  turnsDone: z.number().int().describe("Turns recorded so far"),
  turnsTotal: z.number().int().describe("Turns in the script; 0 until it is written"),
  attempts: z.number().int().describe("Tries started since it was last asked for"),
  error: z.string().nullable().describe("Why the last try failed, in words a learner may read"),
  audioUrl: z.string().nullable().describe("The MP3 (with ID3 chapters) once done; null before"),
  durationSeconds: z.number().nullable(),
  chapters: z.array(AudioOverviewChapterSchema).describe("Empty until done"),
  turns: z.array(AudioOverviewTurnSchema).describe("The transcript; empty until done"),
  citations: z.array(LessonCitationSchema).describe("The learner's sources its `[n]` markers cite"),
  createdAt: z.iso.datetime(),
});
export type AudioOverview = z.infer<typeof AudioOverviewSchema>;

export const AudioOverviewListSchema = z.array(AudioOverviewSchema);

/** GET /api/audio-overviews: the caller's overviews of one scope (both lengths), newest first. */
export const AudioOverviewListQuerySchema = z.object({
  lessonId: z.uuid().optional(),
  sectionId: z.uuid().optional(),
  courseId: z.uuid().optional(),
  sourceIds: z
    .string()
    .optional()
    .describe("Comma-separated source ids: the overviews of exactly that set of sources"),
});
