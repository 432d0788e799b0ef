import { spawnSync } from "node:child_process";
import { runPipe } from "./encode.ts";
import { type Pcm, parseWav } from "./wav.ts";

/**
 * Festival's two English voices a conversation uses (Debian: festival, festvox-us-slt-hts,
 * festvox-kallpc16k): CMU's SLT, a female HTS voice and the most natural of Debian's festival
 * voices, and KAL, a male diphone voice, pitched an octave lower (ADR 0041).
 */
export const FESTIVAL_VOICES = { host: "cmu_us_slt_arctic_hts", expert: "kal_diphone" } as const;

/** The rate festival is asked to write at, the same as espeak-ng's, so turns join without resampling. */
export const FESTIVAL_SAMPLE_RATE = 22_050;

const probed = new Map<string, boolean>();

/** True when festival runs here with every one of `voices` installed (asked once per process). */
export function hasFestivalVoices(voices: readonly string[], binary = "festival"): boolean {
  const key = `${binary} ${voices.join(" ")}`;
  let found = probed.get(key);
  if (found === undefined) {
    // A missing voice is an unbound Scheme function: festival exits non-zero.
    const probe = spawnSync(binary, ["-b", ...voices.map((voice) => `(voice_${voice})`)], {
      timeout: 20_000,
    });
    found = probe.status === 0;
    probed.set(key, found);
  }
  return found;
}

/**
 * Speaks `text` with one of festival's voices through `text2wave` (text on stdin, read as text,
 * never as Scheme; a WAV on stdout). Festival reads English only.
 */
export async function festivalSpeak(
  text: string,
  voice: string,
  signal?: AbortSignal,
  binary = "text2wave",
): Promise<Pcm> {
  if (!/^[a-z0-9_]+$/.test(voice)) throw new Error(`not a festival voice name: ${voice}`);
  const wav = await runPipe(
    binary,
    ["-eval", `(voice_${voice})`, "-F", String(FESTIVAL_SAMPLE_RATE), "-o", "-"],
    text,
    signal,
  );
  return parseWav(wav);
}
