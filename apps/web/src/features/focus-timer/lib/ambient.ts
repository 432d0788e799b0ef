/**
 * Ambient sound for focus sessions, synthesised in the browser (no audio files): rain is pink
 * noise through a band-pass filter with soft random drops; forest is low brown noise (wind in
 * leaves) with an occasional bird call. This module is imported only when a sound is turned on.
 */
export type AmbientKind = "rain" | "forest";

/** Pink noise (Paul Kellet's filter) in [-1, 1]: the even hiss of steady rain. */
export function pinkNoise(length: number, random: () => number = Math.random): Float32Array {
  const out = new Float32Array(length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let b4 = 0;
  let b5 = 0;
  let b6 = 0;
  for (let i = 0; i < length; i++) {
    const white = random() * 2 - 1;
    b0 = 0.99886 * b0 + white * 0.0555179;
    b1 = 0.99332 * b1 + white * 0.0750759;
    b2 = 0.969 * b2 + white * 0.153852;
    b3 = 0.8665 * b3 + white * 0.3104856;
    b4 = 0.55 * b4 + white * 0.5329522;
    b5 = -0.7616 * b5 - white * 0.016898;
    out[i] = clamp((b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362) * 0.11);
    b6 = white * 0.115926;
  }
  return out;
}

/** Brown noise in [-1, 1]: a deep, slowly moving rumble, like wind through trees. */
export function brownNoise(length: number, random: () => number = Math.random): Float32Array {
  const out = new Float32Array(length);
  let last = 0;
  for (let i = 0; i < length; i++) {
    last = (last + 0.02 * (random() * 2 - 1)) / 1.02;
    out[i] = clamp(last * 3.5);
  }
  return out;
}

/** Fades the buffer's ends into each other so the loop has no click where it restarts. */
export function crossfadeLoop(samples: Float32Array, fadeLength: number): Float32Array {
  const fade = Math.min(fadeLength, Math.floor(samples.length / 2));
  const out = samples.slice(0, samples.length - fade);
  for (let i = 0; i < fade; i++) {
    const t = i / fade;
    out[i] = samples[i]! * t + samples[samples.length - fade + i]! * (1 - t);
  }
  return out;
}

function clamp(value: number): number {
  return Math.max(-1, Math.min(1, value));
}

/** Starts the sound on a new audio context; the returned function fades it out and closes it. */
export function startAmbient(kind: AmbientKind): () => void {
  const audio = new AudioContext();
  const seconds = 6;
  const fadeSeconds = 0.5;
  const samples = crossfadeLoop(
    kind === "rain"
      ? pinkNoise(audio.sampleRate * (seconds + fadeSeconds))
      : brownNoise(audio.sampleRate * (seconds + fadeSeconds)),
    audio.sampleRate * fadeSeconds,
  );
  const buffer = audio.createBuffer(1, samples.length, audio.sampleRate);
  buffer.getChannelData(0).set(samples);
  const source = audio.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  const filter = audio.createBiquadFilter();
  filter.type = kind === "rain" ? "bandpass" : "lowpass";
  filter.frequency.value = kind === "rain" ? 1800 : 900;
  filter.Q.value = kind === "rain" ? 0.4 : 0.7;
  const master = audio.createGain();
  master.gain.setValueAtTime(0, audio.currentTime);
  master.gain.linearRampToValueAtTime(kind === "rain" ? 0.5 : 0.6, audio.currentTime + 1.5);
  source.connect(filter).connect(master).connect(audio.destination);
  source.start();

  // Rain: a drop now and then; forest: a short two-note bird call every few seconds.
  const timer = setInterval(
    () => (kind === "rain" ? drop(audio, master) : birdCall(audio, master)),
    kind === "rain" ? 180 : 4200,
  );
  return () => {
    clearInterval(timer);
    master.gain.cancelScheduledValues(audio.currentTime);
    master.gain.setValueAtTime(master.gain.value, audio.currentTime);
    master.gain.linearRampToValueAtTime(0, audio.currentTime + 0.4);
    setTimeout(() => void audio.close(), 500);
  };
}

function drop(audio: AudioContext, out: AudioNode) {
  if (Math.random() < 0.5) return;
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  const at = audio.currentTime + Math.random() * 0.15;
  osc.frequency.setValueAtTime(2200 + Math.random() * 2400, at);
  osc.frequency.exponentialRampToValueAtTime(600, at + 0.03);
  gain.gain.setValueAtTime(0.05 * Math.random(), at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.04);
  osc.connect(gain).connect(out);
  osc.start(at);
  osc.stop(at + 0.05);
}

function birdCall(audio: AudioContext, out: AudioNode) {
  if (Math.random() < 0.35) return;
  const base = 2600 + Math.random() * 1400;
  for (let note = 0; note < 2; note++) {
    const at = audio.currentTime + 0.3 * Math.random() + note * 0.16;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = "sine";
    osc.frequency.setValueAtTime(base, at);
    osc.frequency.exponentialRampToValueAtTime(base * (note ? 1.35 : 0.8), at + 0.1);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.06, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
    osc.connect(gain).connect(out);
    osc.start(at);
    osc.stop(at + 0.13);
  }
}
