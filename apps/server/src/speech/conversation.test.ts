import { LEARNING_LANGUAGES } from "@brainy/contract";
import { parseBuffer } from "music-metadata";
import { describe, expect, it } from "vitest";
import { decodeSpan, medianPitch, silenceEnds } from "../../test/audio-analysis.ts";
import { renderConversation } from "./conversation.ts";
import { hasFfmpeg } from "./encode.ts";
import { hasEspeak } from "./espeak.ts";
import { FESTIVAL_VOICES, hasFestivalVoices } from "./festival.ts";
import { trimSilence } from "./pcm.ts";
import { createOfflineSpeaker, espeakPair, type Speaker } from "./speaker.ts";

const espeak = hasEspeak() && hasFfmpeg();
const festival = hasFfmpeg() && hasFestivalVoices(Object.values(FESTIVAL_VOICES));

it.runIf(process.env.REQUIRE_SPEECH === "1")(
  "this machine speaks conversations (REQUIRE_SPEECH=1): festival's two voices and espeak-ng",
  () => {
    expect({ espeak, festival }).toEqual({ espeak: true, festival: true });
  },
);

const SCRIPT = [
  {
    chapter: 0,
    role: "host",
    text: "Welcome back. Today we talk about loops in Python. Why do they matter?",
  },
  {
    chapter: 0,
    role: "expert",
    text: "A loop repeats one step for every item, so you write the step only once.",
  },
  { chapter: 1, role: "host", text: "And what goes wrong most often when people start writing them?" },
  {
    chapter: 1,
    role: "expert",
    text: "Forgetting that the range stops before its end. Counting from zero helps.",
  },
] as const;

async function conversationWith(speaker: Speaker) {
  const voices = speaker.voices("en");
  const turns = [];
  for (const turn of SCRIPT) {
    const pcm = trimSilence(await speaker.speak(turn.text, voices[turn.role], { language: "en" }));
    turns.push({ pcm, chapter: turn.chapter });
  }
  return renderConversation(turns, { title: "Loops in Python", chapterTitles: ["Why loops", "Pitfalls"] });
}

describe.each([
  {
    engine: "espeak-ng",
    available: espeak,
    speaker: () => createOfflineSpeaker({ espeak: true, festival: false, englishVoice: "en-gb" }),
  },
  {
    engine: "festival",
    available: festival,
    speaker: () => createOfflineSpeaker({ espeak, festival: true, englishVoice: "en-gb" }),
  },
])("a two-voice conversation with $engine", ({ available, speaker }) => {
  it.skipIf(!available)(
    "one MP3: two voices told apart by pitch, ID3 chapters music-metadata reads, turn times on the audio",
    async () => {
      const audio = await conversationWith(speaker());
      // Read back by a maintained parser: the length and the chapters (CHAP frames under an ordered CTOC).
      const meta = await parseBuffer(audio.mp3, { mimeType: "audio/mpeg" }, { duration: true });
      expect(meta.format.duration).toBeCloseTo(audio.durationSeconds, 0);
      expect(meta.common.title).toBe("Loops in Python");
      expect(meta.format.chapters?.map((c) => c.title)).toEqual(["Why loops", "Pitfalls"]);
      expect(meta.format.chapters?.[0]?.start).toBe(0);
      expect(Math.abs(meta.format.chapters![1]!.start - audio.turns[2]!.start)).toBeLessThan(0.5);
      const native = Object.values(meta.native).flat();
      expect(native.find((tag) => tag.id === "CTOC")?.value).toMatchObject({
        flags: { topLevel: true, ordered: true },
        childElementIds: ["chp0", "chp1"],
      });

      // The host's turns are spoken clearly higher than the expert's (pitch of the decoded MP3 at the transcript's times).
      const pitch = audio.turns.map((turn) => medianPitch(decodeSpan(audio.mp3, turn.start, turn.end)));
      const [host1, expert1, host2, expert2] = pitch as [number, number, number, number];
      expect(Math.min(host1, host2)).toBeGreaterThan(1.4 * Math.max(expert1, expert2));

      // Each turn starts within 0.5 s of where ffmpeg hears speech begin after a pause.
      const onsets = [0, ...silenceEnds(audio.mp3)];
      for (const turn of audio.turns) {
        const nearest = Math.min(...onsets.map((at) => Math.abs(at - turn.start)));
        expect(nearest).toBeLessThan(0.5);
      }
      expect(audio.turns.at(-1)!.end).toBeLessThanOrEqual(audio.durationSeconds + 0.01);
    },
    60_000,
  );
});

describe.skipIf(!espeak)("espeak-ng's voice pairs", () => {
  it("every learning language has a host voice pitched clearly above its expert's", async () => {
    const speaker = createOfflineSpeaker({ espeak: true, festival: false, englishVoice: "en-gb" });
    const low: string[] = [];
    for (const { code } of LEARNING_LANGUAGES) {
      const pair = espeakPair(code, "en-gb");
      const [host, expert] = await Promise.all(
        [pair.host, pair.expert].map(async (voice) => {
          const pcm = await speaker.speak("a e i o u. o a e.", voice, { language: code });
          return medianPitch(pcm.samples, pcm.sampleRate);
        }),
      );
      if (!(host! > 1.25 * expert!))
        low.push(`${code}: ${pair.host.id} ${host} Hz, ${pair.expert.id} ${expert} Hz`);
    }
    expect(low).toEqual([]);
  }, 60_000);
});
