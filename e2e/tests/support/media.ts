import { spawnSync } from "node:child_process";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS } from "../../lib/chromium.ts";

/**
 * What the sound and picture tests need (issue 40): espeak-ng and ffmpeg on the server's machine for
 * overviews, pocketsphinx for spoken questions (.ci/run installs them and sets REQUIRE_SPEECH=1: there
 * these tests run or fail).
 */
export const hasSpeechTools = ["espeak-ng", "ffmpeg", "pocketsphinx_continuous"].every(
  (tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0,
);

/** What the fake microphone says, over and over: `text` in espeak-ng's Klatt voice, then a pause. */
function spokenFile(dir: string, text: string, voice: SpokenVoice): string {
  const file = path.join(dir, "spoken.wav");
  const wav = spawnSync("espeak-ng", [
    "-v",
    "en-us+klatt",
    "-s",
    String(voice.wordsPerMinute),
    "--stdout",
    text,
  ]);
  const filter = `adelay=${voice.delayMs},apad=pad_dur=${voice.pauseSeconds}`;
  const made = spawnSync(
    "ffmpeg",
    ["-hide_banner", "-loglevel", "error", "-f", "wav", "-i", "pipe:0", "-af", filter].concat([
      "-ac",
      "1",
      "-ar",
      "48000",
      "-c:a",
      "pcm_s16le",
      "-y",
      file,
    ]),
    { input: wav.stdout },
  );
  if (made.status !== 0) throw new Error(`ffmpeg failed: ${made.stderr}`);
  return file;
}

type SpokenVoice = { wordsPerMinute: number; delayMs: number; pauseSeconds: number };

/**
 * Chromium whose microphone plays `text` spoken by espeak-ng (a file in `dir`) in a loop, allowed at
 * once, and whose pages may play sound without a click.
 */
export function launchWithSpokenWords(
  dir: string,
  text: string,
  voice: SpokenVoice = { wordsPerMinute: 130, delayMs: 300, pauseSeconds: 4 },
): Promise<Browser> {
  return chromium.launch({
    executablePath: inject("chromiumPath"),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-audio-capture=${spokenFile(dir, text, voice)}`,
      "--autoplay-policy=no-user-gesture-required",
    ],
  });
}

/** Opens the lesson's audio overviews from its page. */
export async function openOverviews(page: Page, lessonId: string) {
  await page.goto(`/lessons/${lessonId}`);
  await page.getByRole("button", { name: "Audio overview" }).click({ timeout: 60_000 });
  return page.getByRole("dialog", { name: /^Audio overview: / });
}

/** The presenter's slide region and the number of slides it says there are. */
export async function currentSlide(page: Page) {
  const slide = page.getByRole("region", { name: /^Slide \d+ of \d+: / });
  await slide.waitFor({ timeout: 30_000 });
  const label = (await slide.getAttribute("aria-label")) ?? "";
  const [, n, total, title] = /^Slide (\d+) of (\d+): (.*)$/.exec(label)!;
  return { slide, n: Number(n), total: Number(total), title };
}
