// Narrated lesson videos (issue 40): the time to render a 10-minute lesson's video, as the
// `make-lesson-video` job does it less the database and media store: the deck's slides drawn by
// headless Chromium, each slide's notes spoken (espeak-ng, and festival's SLT where installed),
// silence cut, then one MP4 (H.264, AAC, chapters, captions) by ffmpeg. The lesson is demo
// lessons of several subjects joined until their notes are about ten minutes of speech. Wall
// time, and CPU time of this process and every program it ran (Chromium, the speech programs,
// ffmpeg; /proc/self/stat once they have all exited). Target: under 2 minutes of one core.
// Run: `npm run bench:lesson-video -w bench`.
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { type LessonBlock, type LessonContent, lessonSlides, splitSentences } from "@brainy/contract";
import { DEMO_ANSWERS } from "@brainy/demo-ai";
import { deckPage } from "../apps/server/src/modules/lesson-slides/deck-html.ts";
import { createChromiumRenderer } from "../apps/server/src/slides/renderer.ts";
import { renderSlideVideo } from "../apps/server/src/slides/video.ts";
import { hasFfmpeg } from "../apps/server/src/speech/encode.ts";
import { hasEspeak } from "../apps/server/src/speech/espeak.ts";
import { FESTIVAL_VOICES, hasFestivalVoices } from "../apps/server/src/speech/festival.ts";
import { trimSilence } from "../apps/server/src/speech/index.ts";
import { createOfflineSpeaker } from "../apps/server/src/speech/speaker.ts";

/** CPU seconds of this process plus its waited-for children (utime, stime, cutime, cstime). */
function cpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks / 100;
}

const LESSONS: [string, string][] = [
  ["Python Foundations", "Writing Functions"],
  ["Data Analysis with pandas", "Summary Statistics: Mean and Variance"],
  ["Spanish for Travel", "At the Market"],
  ["Watercolour Painting", "Colour Mixing"],
  ["JavaScript for the Web", "Events and Listeners"],
  ["Statistics", "Probability: Events and Outcomes"],
];
/** Notes of about ten minutes of video: 160 words a minute, less the pause around each slide. */
const WORDS = 1250;

/** Demo lessons of several subjects, one heading each, until their notes hold about ten minutes of speech. */
function tenMinuteLesson(): LessonContent {
  const blocks: LessonBlock[] = [];
  for (const [course, title] of LESSONS) {
    const lesson = DEMO_ANSWERS["write-lesson"]({
      goal: `Learn ${course}`,
      courseTitle: course,
      courseDescription: "",
      level: 1,
      section: { topic: title, summary: `Get comfortable with ${title.toLowerCase()}.` },
      lessonTitle: title,
      previousLessons: [],
      nextLessons: [],
      earlierSections: [],
      estimatedMinutes: 30,
    });
    blocks.push({ type: "header", level: 1, text: title }, ...lesson.blocks);
    const content = { title: "A ten-minute lesson", blocks };
    const words = lessonSlides(content).reduce((sum, s) => sum + s.notes.split(/\s+/).length, 0);
    if (words >= WORDS) return content;
  }
  return { title: "A ten-minute lesson", blocks };
}

async function measure(engine: "espeak" | "festival", chromium: string) {
  const content = tenMinuteLesson();
  const slides = lessonSlides(content);
  const speaker = createOfflineSpeaker({
    espeak: true,
    festival: engine === "festival",
    englishVoice: "en-gb",
  });
  const pair = speaker.voices("en");
  const voice = pair.host.engine === "festival" ? pair.host : pair.expert;
  const renderer = createChromiumRenderer(chromium);
  const cpu0 = cpuSeconds();
  const t0 = performance.now();
  const pngs = await renderer.shoot(
    await deckPage(slides, { lessonTitle: content.title, theme: "light", image: null }),
    ".slide",
  );
  await renderer.close();
  const drawn = performance.now();
  const parts = [];
  for (const [i, slide] of slides.entries()) {
    const speech = trimSilence(await speaker.speak(slide.notes, voice, { language: "en" }));
    parts.push({ png: pngs[i]!, speech, sentences: splitSentences(slide.notes), chapter: slide.section });
  }
  const spoken = performance.now();
  const video = await renderSlideVideo(parts, { title: content.title });
  const done = performance.now();
  const cpu = cpuSeconds() - cpu0;
  return {
    engine,
    slides: slides.length,
    minutes: video.durationSeconds / 60,
    mb: video.mp4.length / 1e6,
    wall: (done - t0) / 1000,
    phases: { draw: (drawn - t0) / 1000, speak: (spoken - drawn) / 1000, encode: (done - spoken) / 1000 },
    cpu,
  };
}

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (p): p is string => !!p && existsSync(p),
);
if (!chromium || !hasFfmpeg() || !hasEspeak()) {
  console.log("lesson video: needs Chromium, ffmpeg and espeak-ng (skipped)");
  process.exit(0);
}
console.log(
  `lesson video render (load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}, ${os.cpus().length} cores)`,
);
const engines: ("espeak" | "festival")[] = ["espeak"];
if (hasFestivalVoices(Object.values(FESTIVAL_VOICES))) engines.push("festival");
for (const engine of engines) {
  const r = await measure(engine, chromium);
  console.log(
    `  ${engine.padEnd(8)} ${r.slides} slides, ${r.minutes.toFixed(1)} min of video (${r.mb.toFixed(1)} MB): ` +
      `${r.cpu.toFixed(1)} CPU-s (target < 120), ${r.wall.toFixed(1)} s wall ` +
      `(slides ${r.phases.draw.toFixed(1)} s, speech ${r.phases.speak.toFixed(1)} s, MP4 ${r.phases.encode.toFixed(1)} s)`,
  );
}
