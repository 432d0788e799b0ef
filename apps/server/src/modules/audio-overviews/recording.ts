import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { AiEngine } from "../../ai/engine.ts";
import { writeAudioOverviewTask } from "../../ai/tasks/write-audio-overview/index.ts";
import type { Db } from "../../db/client.ts";
import type { JobDefinition, JobRun } from "../../jobs/background.ts";
import { AppError } from "../../lib/app-error.ts";
import type { MediaStore } from "../../media/store.ts";
import {
  type Pcm,
  parseWav,
  renderConversation,
  type Speaker,
  toWav,
  trimSilence,
} from "../../speech/index.ts";
import { returnAudioOverview } from "../entitlements/index.ts";
import { getUserTier } from "../subscriptions/index.ts";
import { citationLocation, gatherMaterial, type OverviewSubject } from "./material.ts";
import {
  claimOverview,
  endOverviewTry,
  finishOverview,
  type OverviewRow,
  saveOverviewScript,
  setOverviewProgress,
  setOverviewUsage,
  touchOverview,
} from "./repository.ts";
import { settleScript, spokenText, turnsOf } from "./script.ts";

/** What making an overview needs: the database, the AI, a speaker with two voices and the media store. */
export type OverviewDeps = {
  db: Db;
  ai: AiEngine;
  speaker: Speaker | null;
  media: MediaStore;
  log?: { error(obj: object, msg: string): void };
};
/** Whose overview to make. */
export type OverviewJobData = { userId: string; overviewId: string };

export const SPEAKER_UNAVAILABLE =
  "Audio overviews are not available on this server (no speech engine is set up).";
const FAILED = "The audio overview could not be made. Try again.";
const HEARTBEAT_MS = 5_000;

/** A recorded turn's private key in the media store, kept until the whole MP3 is made. */
export const turnKey = (overviewId: string, n: number) => `private-ao-${overviewId}-${n}.wav`;

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function subjectOf(row: OverviewRow): OverviewSubject {
  return {
    scope: row.scope as OverviewSubject["scope"],
    scopeKey: row.scopeKey,
    title: row.title,
    lessonId: row.lessonId ?? undefined,
    sectionId: row.sectionId ?? undefined,
    courseId: row.courseId ?? undefined,
  };
}

/** Writes the script (once: a retry keeps it) and stores it with the citations it uses. */
async function writeScript(deps: OverviewDeps, row: OverviewRow, signal: AbortSignal) {
  if (row.script) return { script: row.script, turnsDone: row.turnsDone };
  await setOverviewProgress(deps.db, row.id, { stage: "script" });
  const subject = subjectOf(row);
  const material = await gatherMaterial(deps.db, row.userId, subject);
  const tier = await getUserTier({ db: deps.db, userId: row.userId });
  const written = await deps.ai.run(
    writeAudioOverviewTask,
    {
      title: row.title,
      kind: subject.scope.kind,
      length: row.length as "brief" | "deep",
      language: row.language,
      parts: material.parts,
      sources: material.citations.map((c) => ({
        n: c.n,
        sourceTitle: c.sourceTitle,
        location: citationLocation(c),
      })),
    },
    { userId: row.userId, tier },
    { signal },
  );
  const { script, citations } = settleScript(written, material.citations);
  await saveOverviewScript(deps.db, row.id, script, citations, turnsOf(script).length);
  return { script, turnsDone: 0 };
}

/**
 * One try of an overview, as its job runs it: claims it (a duplicate job finds it taken), writes
 * the script, records each turn not yet recorded with its speaker's voice (each kept in the media
 * store as it is made, so a failure mid-way keeps the finished turns and the next try records the
 * rest), then joins them into one MP3 with chapters and marks it done with its transcript in one
 * statement. A throw retries while tries remain; then it fails with a reason and the plan's use
 * is given back.
 */
export async function runAudioOverview(
  deps: OverviewDeps,
  data: OverviewJobData,
  run: JobRun,
): Promise<"done" | "skipped" | "failed"> {
  const { db, media } = deps;
  const row = await claimOverview(db, data.overviewId);
  if (!row) return "skipped";
  const id = row.id;
  const heartbeat = setInterval(() => void touchOverview(db, id).catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const speaker = deps.speaker;
    if (!speaker) throw new AppError("SPEECH_UNAVAILABLE", SPEAKER_UNAVAILABLE);
    const { script, turnsDone } = await writeScript(deps, row, run.signal);
    const turns = turnsOf(script);
    const voices = speaker.voices(script.language);
    for (let n = turnsDone; n < turns.length; n++) {
      const turn = turns[n]!;
      const speech = await speaker.speak(spokenText(turn.text), voices[turn.speaker], {
        language: script.language,
        signal: run.signal,
      });
      const pcm = trimSilence(speech);
      if (pcm.samples.length === 0) throw new Error(`turn ${n + 1} was spoken as silence`);
      await media.put(turnKey(id, n), toWav(pcm), "audio/wav");
      await setOverviewProgress(db, id, { stage: "recording", turnsDone: n + 1 });
    }
    await setOverviewProgress(db, id, { stage: "encoding", turnsDone: turns.length });
    const recorded: Pcm[] = [];
    for (let n = 0; n < turns.length; n++) {
      const stored = await media.get(turnKey(id, n));
      if (!stored) {
        // Lost (a store wiped between tries): record again from there.
        await setOverviewProgress(db, id, { stage: "recording", turnsDone: n });
        throw new Error(`recorded turn ${n + 1} is missing from the media store`);
      }
      recorded.push(parseWav(await bytesOf(stored.body)));
    }
    const audio = await renderConversation(
      recorded.map((pcm, n) => ({ pcm, chapter: turns[n]!.chapter })),
      { title: script.title, chapterTitles: script.chapters.map((c) => c.title) },
      run.signal,
    );
    const key = `${createHash("sha256").update(audio.mp3).digest("hex").slice(0, 32)}.mp3`;
    const audioUrl = await media.put(key, audio.mp3, "audio/mpeg");
    const done = await finishOverview(db, id, {
      audioUrl,
      durationSeconds: audio.durationSeconds,
      transcript: {
        chapters: audio.chapters,
        turns: turns.map((turn, n) => ({ ...turn, ...audio.turns[n]! })),
      },
    });
    if (!done) return "skipped";
    await Promise.all(turns.map((_, n) => media.delete(turnKey(id, n)).catch(() => {})));
    return "done";
  } catch (error) {
    const reason = error instanceof AppError && error.status < 500 ? error.message : FAILED;
    const retrying = run.retryCount < run.retryLimit && !run.signal.aborted;
    const ended = await endOverviewTry(db, id, { state: retrying ? "queued" : "failed", error: reason });
    deps.log?.error({ err: error, overviewId: id, retrying }, "audio overview failed");
    if (retrying) throw error;
    if (ended?.usageEventId) {
      await returnAudioOverview(db, ended.usageEventId);
      await setOverviewUsage(db, id, null);
    }
    return "failed";
  } finally {
    clearInterval(heartbeat);
  }
}

/** Making an overview: queued by POST /audio-overviews and by Retry. */
export const makeAudioOverviewJob: JobDefinition<OverviewJobData, OverviewDeps> = {
  name: "make-audio-overview",
  retryLimit: 2,
  // A Deep dive is up to 15 minutes of audio: its turns, spoken one by one, then one MP3.
  expireInSeconds: 1800,
  exclusiveKey: (data) => data.overviewId,
  run: (deps, data, run) => runAudioOverview(deps, data, run),
};
