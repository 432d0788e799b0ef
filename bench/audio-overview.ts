// Audio overviews (issue 40): the time from a written script to its MP3 per minute of audio, with
// espeak-ng's two voices and with festival's (SLT and KAL). The script is the demo AI's Brief and
// Deep dive of a demo lesson; each turn is spoken with its speaker's voice, its silence cut, and
// the turns are joined into one MP3 with ID3 chapters, as the overview's job does (less the media
// store). Wall time, and CPU time of this process and the speech programs it ran (from
// /proc/self/stat), per minute of the MP3. Run: `npm run bench:audio-overview -w bench`.
import { readFileSync } from "node:fs";
import os from "node:os";
import { DEMO_ANSWERS } from "@brainy/demo-ai";
import { hasFfmpeg } from "../apps/server/src/speech/encode.ts";
import { hasEspeak } from "../apps/server/src/speech/espeak.ts";
import { FESTIVAL_VOICES, hasFestivalVoices } from "../apps/server/src/speech/festival.ts";
import { renderConversation, trimSilence } from "../apps/server/src/speech/index.ts";
import { createOfflineSpeaker, type Speaker } from "../apps/server/src/speech/speaker.ts";

/** CPU seconds of this process plus its waited-for children (utime, stime, cutime, cstime). */
function cpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  // After the name: state is field 3, utime 14, stime 15, cutime 16, cstime 17 (1-based, in clock ticks).
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks / 100;
}

function demoScript(length: "brief" | "deep") {
  const lesson = DEMO_ANSWERS["write-lesson"]({
    goal: "Learn Python",
    courseTitle: "Python Foundations",
    courseDescription: "",
    level: 1,
    section: { topic: "Control Flow", summary: "" },
    lessonTitle: "Writing Functions",
    previousLessons: [],
    nextLessons: [],
    earlierSections: [],
    estimatedMinutes: 30,
  });
  const parts = [{ title: lesson.title, points: [] as string[] }];
  for (const block of lesson.blocks) {
    if (block.type === "header") parts.push({ title: block.text, points: [] });
    else if (block.type === "paragraph") parts.at(-1)!.points.push(...block.text.split(/(?<=[.!?])\s+/));
    else if (block.type === "list") parts.at(-1)!.points.push(...block.items);
  }
  return DEMO_ANSWERS["write-audio-overview"]({
    title: lesson.title,
    kind: "lesson",
    length,
    language: "en",
    parts: parts.filter((p) => p.points.length),
    sources: [],
  });
}

async function measure(speaker: Speaker, length: "brief" | "deep") {
  const script = demoScript(length);
  const voices = speaker.voices("en");
  const turns = script.chapters.flatMap((c, chapter) => c.turns.map((t) => ({ ...t, chapter })));
  const cpu = cpuSeconds();
  const started = performance.now();
  const recorded = [];
  for (const turn of turns) {
    const pcm = trimSilence(await speaker.speak(turn.text, voices[turn.speaker], { language: "en" }));
    recorded.push({ pcm, chapter: turn.chapter });
  }
  const spoken = performance.now();
  const audio = await renderConversation(recorded, {
    title: script.title,
    chapterTitles: script.chapters.map((c) => c.title),
  });
  const wall = (performance.now() - started) / 1000;
  const minutes = audio.durationSeconds / 60;
  return {
    length,
    turns: turns.length,
    audio: `${Math.floor(audio.durationSeconds / 60)}:${String(Math.round(audio.durationSeconds % 60)).padStart(2, "0")}`,
    mp3KiB: Math.round(audio.mp3.length / 1024),
    wallS: wall.toFixed(1),
    speakS: ((spoken - started) / 1000).toFixed(1),
    wallPerAudioMin: (wall / minutes).toFixed(2),
    cpuPerAudioMin: ((cpuSeconds() - cpu) / minutes).toFixed(2),
  };
}

if (!hasFfmpeg()) throw new Error("ffmpeg (with libmp3lame) is needed");
const engines: [string, Speaker][] = [];
if (hasEspeak())
  engines.push(["espeak-ng", createOfflineSpeaker({ espeak: true, festival: false, englishVoice: "en-gb" })]);
if (hasFestivalVoices(Object.values(FESTIVAL_VOICES)))
  engines.push(["festival", createOfflineSpeaker({ espeak: false, festival: true, englishVoice: "en-gb" })]);
console.log(
  `audio overview, script to MP3 (load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}, ${os.cpus().length} cores)`,
);
const rows = [];
for (const [engine, speaker] of engines)
  for (const length of ["brief", "deep"] as const) rows.push({ engine, ...(await measure(speaker, length)) });
console.table(rows);
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
