import { spawnSync } from "node:child_process";

/**
 * Audio checks for tests, on what ffmpeg decodes and measures: a span of an MP3 as PCM, the median
 * pitch of speech (autocorrelation of 40 ms frames), and where silences end (ffmpeg's silencedetect).
 */

const RATE = 16_000;

/** The MP3's samples from `start` to `end` seconds, decoded by ffmpeg to mono 16 kHz. */
export function decodeSpan(mp3: Uint8Array, start: number, end: number): Int16Array {
  const run = spawnSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-i", "pipe:0", "-ss", String(start), "-to", String(end)],
      ...["-ac", "1", "-ar", String(RATE), "-f", "s16le", "pipe:1"],
    ],
    { input: mp3, maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`ffmpeg could not decode: ${run.stderr.toString()}`);
  const bytes = run.stdout;
  return new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2));
}

/** The median fundamental frequency (Hz) of the voiced frames, 60-400 Hz; 0 when none is voiced. */
export function medianPitch(samples: Int16Array, rate = RATE): number {
  const frame = Math.round(0.04 * rate);
  const hop = Math.round(0.01 * rate);
  const minLag = Math.floor(rate / 400);
  const maxLag = Math.ceil(rate / 60);
  const found: number[] = [];
  for (let at = 0; at + frame + maxLag < samples.length; at += hop) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += samples[at + i]! ** 2;
    if (Math.sqrt(energy / frame) < 500) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = 0; i < frame; i++) sum += samples[at + i]! * samples[at + i + lag]!;
      if (sum > best) {
        best = sum;
        bestLag = lag;
      }
    }
    if (bestLag > 0 && best / energy > 0.5) found.push(rate / bestLag);
  }
  if (found.length === 0) return 0;
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)]!;
}

/** Where ffmpeg's silencedetect finds speech starting again after a pause of `minPause` seconds. */
export function silenceEnds(mp3: Uint8Array, minPause = 0.3): number[] {
  const run = spawnSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-nostats", "-i", "pipe:0"],
      ...["-af", `silencedetect=noise=-40dB:duration=${minPause}`, "-f", "null", "-"],
    ],
    { input: mp3, maxBuffer: 64 * 1024 * 1024 },
  );
  return [...run.stderr.toString().matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
}
