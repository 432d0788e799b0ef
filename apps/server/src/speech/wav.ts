/** Mono 16-bit PCM, the form every speech provider's output is turned into. */
export type Pcm = { samples: Int16Array; sampleRate: number };

/**
 * Reads a 16-bit PCM WAV file (what `espeak-ng --stdout` writes) into mono samples. Streamed
 * WAVs carry a bogus data size, so the data chunk runs to the end of the bytes when it claims more
 * (or nothing).
 */
export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || text(0) !== "RIFF" || text(8) !== "WAVE") throw new Error("not a WAV file");
  let offset = 12;
  let sampleRate = 0;
  let channels = 0;
  while (offset + 8 <= bytes.length) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      const format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || bits !== 16) throw new Error(`unsupported WAV: format ${format}, ${bits} bits`);
    } else if (id === "data") {
      if (!sampleRate || !channels) throw new Error("WAV data before its format");
      // A WAV written to a pipe (festival's text2wave) cannot go back to fill its sizes in: 0 means to the end.
      const end = size === 0 ? bytes.length : Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(body + i * 2 * channels, true);
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV without a data chunk");
}

/** Raw little-endian 16-bit mono PCM (OpenAI's `response_format: "pcm"`, 24 kHz). */
export function parsePcm16(bytes: Uint8Array, sampleRate: number): Pcm {
  const frames = Math.floor(bytes.length / 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, frames * 2);
  const samples = new Int16Array(frames);
  for (let i = 0; i < frames; i++) samples[i] = view.getInt16(i * 2, true);
  return { samples, sampleRate };
}

/**
 * `count` peak values in [0, 1] of the waveform, one per equal slice: the loudest sample of each
 * slice relative to the loudest of all, so quiet and loud recordings draw alike.
 */
export function waveformPeaks(pcm: Pcm, count = 60): number[] {
  const { samples } = pcm;
  const raw: number[] = [];
  for (let bar = 0; bar < count; bar++) {
    const from = Math.floor((bar * samples.length) / count);
    const to = Math.floor(((bar + 1) * samples.length) / count);
    let peak = 0;
    for (let i = from; i < to; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    raw.push(peak);
  }
  const loudest = Math.max(...raw);
  return raw.map((peak) => (loudest === 0 ? 0 : Math.round((peak / loudest) * 1000) / 1000));
}

/** Length of the recording in seconds. */
export function durationOf(pcm: Pcm): number {
  return pcm.samples.length / pcm.sampleRate;
}
