import type { LessonContent } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { narrationText } from "./narration-text.ts";
import { durationOf, parsePcm16, parseWav, waveformPeaks } from "./wav.ts";

/** A 16-bit WAV as espeak-ng writes it on stdout: the sizes say "unknown" (0x7fffffff-ish). */
function wav(samples: number[], sampleRate = 22_050, channels = 1, streamed = true): Uint8Array {
  const data = samples.length * 2;
  const bytes = new Uint8Array(44 + data);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, "RIFF");
  view.setUint32(4, streamed ? 0x7ffff024 : 36 + data, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2 * channels, true);
  view.setUint16(32, 2 * channels, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, streamed ? 0x7ffff000 : data, true);
  for (const [i, s] of samples.entries()) view.setInt16(44 + i * 2, s, true);
  return bytes;
}

describe("WAV and PCM", () => {
  it("reads a streamed WAV to the end of its bytes", () => {
    const pcm = parseWav(wav([0, 1000, -2000, 3000]));
    expect(pcm.sampleRate).toBe(22_050);
    expect([...pcm.samples]).toEqual([0, 1000, -2000, 3000]);
  });

  it("keeps the first channel of a stereo WAV and refuses what is not a WAV", () => {
    expect([...parseWav(wav([1, 2, 3, 4], 8000, 2, false)).samples]).toEqual([1, 3]);
    expect(() => parseWav(new TextEncoder().encode("ID3 not a wav file at all"))).toThrow("not a WAV");
  });

  it("reads raw 16-bit PCM and measures its length", () => {
    const pcm = parsePcm16(new Uint8Array([0x10, 0x00, 0xff, 0xff, 0x00]), 24_000);
    expect([...pcm.samples]).toEqual([16, -1]);
    expect(durationOf({ samples: new Int16Array(48_000), sampleRate: 24_000 })).toBe(2);
  });
});

describe("waveformPeaks", () => {
  it("gives one peak per slice, relative to the loudest", () => {
    const samples = new Int16Array(600);
    samples[5] = 1000; // slice 0
    samples[15] = -4000; // slice 1: the loudest
    samples[595] = 2000; // slice 59
    const peaks = waveformPeaks({ samples, sampleRate: 8000 }, 60);
    expect(peaks).toHaveLength(60);
    expect(peaks[0]).toBe(0.25);
    expect(peaks[1]).toBe(1);
    expect(peaks[59]).toBe(0.5);
    expect(peaks[30]).toBe(0);
  });

  it("draws silence as zeros", () => {
    expect(waveformPeaks({ samples: new Int16Array(100), sampleRate: 8000 }, 60)).toEqual(Array(60).fill(0));
  });
});

describe("narrationText", () => {
  const content: LessonContent = {
    title: "Loops in Python",
    blocks: [
      { type: "header", level: 2, text: "Why loops" },
      { type: "paragraph", text: "A **loop** repeats `work` — see https://docs.python.org for more" },
      { type: "codeBlock", language: "python", code: "for x in items:\n    print(x)" },
      { type: "mathBlock", latex: "\\sum_{i=1}^{n} i" },
      { type: "list", ordered: false, items: ["Less typing", "Fewer mistakes!"] },
      { type: "imagePlaceholder", alt: "A circle of arrows" },
      { type: "diagram", title: "The loop", source: "flowchart TD\n  start --> body --> start" },
      {
        type: "checkpoint",
        question: "Which loop runs at least once?",
        choices: ["for", "do-while"],
        answer: "do-while",
        explanation: "It checks after the body.",
      },
    ],
  };

  it("reads the title, headings, paragraphs and list items as sentences, not code, formulas, diagrams or checkpoints", () => {
    expect(narrationText(content)).toBe(
      "Loops in Python.\nWhy loops.\nA loop repeats work — see for more.\nLess typing.\nFewer mistakes!",
    );
  });

  it("stops at a sentence end when the lesson is longer than the cap", () => {
    const text = narrationText(content, 40);
    expect(text).toBe("Loops in Python.\nWhy loops.");
  });
});
