import type { Pcm } from "./wav.ts";

/** A sample this loud (of 32767, about -38 dBFS) is speech; quieter ones at the ends are silence. */
const SPEECH_LEVEL = 400;
/** What is kept around the speech when the silence at a turn's ends is cut (seconds). */
const TRIM_MARGIN_SECONDS = 0.03;

/** The speech of a recording without the silence before and after it (a margin kept). */
export function trimSilence(pcm: Pcm): Pcm {
  const { samples, sampleRate } = pcm;
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]!) < SPEECH_LEVEL) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]!) < SPEECH_LEVEL) last--;
  if (first >= samples.length) return { samples: new Int16Array(0), sampleRate };
  const margin = Math.round(TRIM_MARGIN_SECONDS * sampleRate);
  return { samples: samples.slice(Math.max(0, first - margin), last + 1 + margin), sampleRate };
}

/** The recording at another rate (linear interpolation; speech engines of one server rarely differ). */
export function resample(pcm: Pcm, sampleRate: number): Pcm {
  if (pcm.sampleRate === sampleRate) return pcm;
  const ratio = pcm.sampleRate / sampleRate;
  const length = Math.floor(pcm.samples.length / ratio);
  const out = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const at = i * ratio;
    const before = Math.floor(at);
    const after = Math.min(before + 1, pcm.samples.length - 1);
    const weight = at - before;
    out[i] = Math.round(pcm.samples[before]! * (1 - weight) + pcm.samples[after]! * weight);
  }
  return { samples: out, sampleRate };
}

/** Recordings one after another, each preceded by its pause (seconds), at the first one's rate. */
export function joinPcm(parts: { pcm: Pcm; pauseBefore: number }[]): {
  pcm: Pcm;
  /** Where each part starts and ends in the joined recording, in seconds. */
  spans: { start: number; end: number }[];
} {
  const sampleRate = parts[0]?.pcm.sampleRate ?? 22_050;
  const pieces = parts.map((part) => ({
    samples: resample(part.pcm, sampleRate).samples,
    pause: Math.round(part.pauseBefore * sampleRate),
  }));
  const total = pieces.reduce((sum, piece) => sum + piece.pause + piece.samples.length, 0);
  const samples = new Int16Array(total);
  const spans: { start: number; end: number }[] = [];
  let at = 0;
  for (const piece of pieces) {
    at += piece.pause;
    samples.set(piece.samples, at);
    spans.push({ start: at / sampleRate, end: (at + piece.samples.length) / sampleRate });
    at += piece.samples.length;
  }
  return { pcm: { samples, sampleRate }, spans };
}

/** The recording as a WAV file (16-bit mono): how a recorded turn is kept until the whole is made. */
export function toWav(pcm: Pcm): Buffer {
  const data = pcm.samples.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write("RIFF", 0, "ascii");
  out.writeUInt32LE(36 + data, 4);
  out.write("WAVEfmt ", 8, "ascii");
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(pcm.sampleRate, 24);
  out.writeUInt32LE(pcm.sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36, "ascii");
  out.writeUInt32LE(data, 40);
  for (let i = 0; i < pcm.samples.length; i++) out.writeInt16LE(pcm.samples[i]!, 44 + i * 2);
  return out;
}
