import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runPipe } from "../speech/encode.ts";
import type { Pcm } from "../speech/index.ts";
import { resample, toWav } from "../speech/pcm.ts";
import { type Cue, captionLines, timeCaptions, webVtt } from "./captions.ts";

/** One slide of a narrated video: its picture, its recorded narration and what is said, in sentences. */
export type VideoSlide = { png: Buffer; speech: Pcm; sentences: string[]; chapter: string };

/** A narrated video: the MP4, its WebVTT captions, length and chapters. */
export type SlideVideo = {
  mp4: Buffer;
  vtt: string;
  durationSeconds: number;
  chapters: { title: string; start: number; end: number }[];
  cues: Cue[];
};

/** Silence before a slide's narration and after it; a slide with little to say still shows this long. */
export const LEAD_SECONDS = 0.6;
export const TAIL_SECONDS = 0.9;
export const MIN_SLIDE_SECONDS = 3;
/** Frames a second: the picture only changes between slides, so few frames carry it. */
const FPS = 4;

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** ffmpeg's metadata file: one chapter per run of slides with the same chapter title (times in ms). */
function ffMetadata(title: string, chapters: SlideVideo["chapters"]): string {
  const quote = (text: string) => text.replace(/[=;#\\\n]/g, (ch) => (ch === "\n" ? " " : `\\${ch}`));
  const lines = [";FFMETADATA1", `title=${quote(title)}`, "artist=Brainy AI"];
  for (const chapter of chapters) {
    lines.push(
      "[CHAPTER]",
      "TIMEBASE=1/1000",
      `START=${Math.round(chapter.start * 1000)}`,
      `END=${Math.round(chapter.end * 1000)}`,
      `title=${quote(chapter.title)}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Puts a narrated slide deck together with ffmpeg: each slide shown while its narration plays
 * (with a short silence before and after), H.264 at a few frames a second with a key frame at
 * every slide, AAC audio, chapters, and the captions both as a WebVTT file and as the MP4's own
 * subtitle track. Caption times come from where the voice pauses in each slide's recording.
 */
export async function renderSlideVideo(
  slides: VideoSlide[],
  meta: { title: string },
  signal?: AbortSignal,
): Promise<SlideVideo> {
  if (slides.length === 0) throw new Error("a video needs at least one slide");
  const sampleRate = slides[0]!.speech.sampleRate;
  const spans = slides.map((slide) => {
    const speech = resample(slide.speech, sampleRate);
    const speechSeconds = speech.samples.length / sampleRate;
    return { speech, seconds: Math.max(MIN_SLIDE_SECONDS, LEAD_SECONDS + speechSeconds + TAIL_SECONDS) };
  });
  // Whole frames per slide, so pictures and sound stay together to the end.
  const frames = spans.map((span) => Math.max(1, Math.round(span.seconds * FPS)));
  const starts: number[] = [];
  let total = 0;
  for (const count of frames) {
    starts.push(total / FPS);
    total += count;
  }
  const durationSeconds = total / FPS;
  const audio = new Int16Array(Math.round(durationSeconds * sampleRate));
  const cues: Cue[] = [];
  spans.forEach((span, i) => {
    const at = starts[i]! + LEAD_SECONDS;
    audio.set(
      span.speech.samples.subarray(0, audio.length - Math.round(at * sampleRate)),
      Math.round(at * sampleRate),
    );
    cues.push(...timeCaptions(captionLines(slides[i]!.sentences), span.speech, at));
  });
  const chapters: SlideVideo["chapters"] = [];
  slides.forEach((slide, i) => {
    const end = i + 1 < slides.length ? starts[i + 1]! : durationSeconds;
    const last = chapters.at(-1);
    if (last && last.title === slide.chapter) last.end = round(end);
    else chapters.push({ title: slide.chapter, start: round(starts[i]!), end: round(end) });
  });

  const dir = await mkdtemp(path.join(tmpdir(), "brainy-video-"));
  try {
    const list: string[] = ["ffconcat version 1.0"];
    for (const [i, slide] of slides.entries()) {
      await writeFile(path.join(dir, `slide-${i}.png`), slide.png);
      list.push(`file slide-${i}.png`, `duration ${frames[i]! / FPS}`);
    }
    // The concat demuxer takes the last file's duration only when it is listed once more.
    list.push(`file slide-${slides.length - 1}.png`);
    await writeFile(path.join(dir, "slides.ffconcat"), `${list.join("\n")}\n`);
    await writeFile(path.join(dir, "audio.wav"), toWav({ samples: audio, sampleRate }));
    await writeFile(path.join(dir, "meta.txt"), ffMetadata(meta.title, chapters));
    const vtt = webVtt(cues);
    await writeFile(path.join(dir, "captions.vtt"), vtt);
    const keyFrames = starts.map((s) => s.toFixed(3)).join(",");
    const out = path.join(dir, "video.mp4");
    const file = (name: string) => path.join(dir, name);
    await runPipe(
      "ffmpeg",
      [
        ...["-hide_banner", "-loglevel", "error", "-y"],
        ...["-f", "concat", "-safe", "0", "-i", file("slides.ffconcat")],
        ...["-i", file("audio.wav"), "-i", file("meta.txt"), "-i", file("captions.vtt")],
        ...["-map", "0:v", "-map", "1:a", "-map", "3:s", "-map_metadata", "2", "-map_chapters", "2"],
        ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-crf", "28"],
        ...["-pix_fmt", "yuv420p", "-r", String(FPS), "-fps_mode", "cfr", "-g", String(FPS * 20)],
        ...["-force_key_frames", keyFrames],
        ...["-c:a", "aac", "-b:a", "64k", "-ac", "1"],
        ...["-c:s", "mov_text", "-metadata:s:s:0", "title=Captions"],
        ...["-t", durationSeconds.toFixed(3), "-movflags", "+faststart", out],
      ],
      "",
      signal,
    );
    return { mp4: await readFile(out), vtt, durationSeconds: round(durationSeconds), chapters, cues };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
