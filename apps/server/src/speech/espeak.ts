import { spawnSync } from "node:child_process";
import { runPipe } from "./encode.ts";
import type { SpeechProvider } from "./provider.ts";
import { espeakVoiceFor } from "./voices.ts";
import { parseWav } from "./wav.ts";

const probed = new Map<string, boolean>();

/** True when the `espeak-ng` binary runs here (asked once per process). */
export function hasEspeak(binary = "espeak-ng"): boolean {
  let found = probed.get(binary);
  if (found === undefined) {
    found = spawnSync(binary, ["--version"], { timeout: 10_000 }).status === 0;
    probed.set(binary, found);
  }
  return found;
}

/**
 * Offline speech from espeak-ng: robotic but clear, fast, and needing no key. `voice` reads
 * English; another learning language reads with its own voice (voices.ts).
 */
export function createEspeakProvider(options: { voice: string; binary?: string }): SpeechProvider {
  const binary = options.binary ?? "espeak-ng";
  return {
    name: "espeak",
    async synthesize(text, signal, language) {
      // Text on stdin (never a shell argument); 160 words a minute; a WAV on stdout.
      const voice = espeakVoiceFor(language, options.voice);
      const wav = await runPipe(binary, ["-v", voice, "-s", "160", "--stdout"], text, signal);
      return parseWav(wav);
    },
  };
}
