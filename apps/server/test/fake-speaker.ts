import type { Pcm, Speaker, Voice } from "../src/speech/index.ts";

/**
 * A speaker for tests: each voice a tone (the host at 220 Hz, the expert at 110 Hz), 60 ms a
 * word, so an overview's audio is quick to make and its voices easy to tell apart. It records
 * what it was asked to say, and can fail: at a turn (by its position among all calls) or always.
 */
export function fakeSpeaker(options: { failAtCall?: number; failAlways?: boolean } = {}) {
  const said: { text: string; voice: string }[] = [];
  let calls = 0;
  const voices = {
    host: { engine: "espeak", id: "host" },
    expert: { engine: "espeak", id: "expert" },
  } as const;
  const speaker: Speaker = {
    engine: "espeak",
    voices: () => voices,
    async speak(text: string, voice: Voice): Promise<Pcm> {
      calls += 1;
      if (options.failAlways || calls === options.failAtCall) throw new Error("speech engine crashed");
      said.push({ text, voice: voice.id });
      const rate = 8000;
      const length = Math.round(rate * 0.06 * text.split(/\s+/).length);
      const frequency = voice.id === "host" ? 220 : 110;
      const samples = new Int16Array(length).map((_, i) =>
        Math.round(8000 * Math.sin((2 * Math.PI * frequency * i) / rate)),
      );
      return { samples, sampleRate: rate };
    },
  };
  return { speaker, said };
}
