import { spawnSync } from "node:child_process";

/**
 * A spoken recording made with espeak-ng's Klatt voice (the one pocketsphinx's model hears best),
 * as `format` (wav, ogg with Opus, webm with Opus) at 48 kHz like a browser's microphone.
 */
export function speak(text: string, format: "wav" | "ogg" | "webm" = "wav"): Buffer {
  const wav = spawnSync("espeak-ng", ["-v", "en-us+klatt", "-s", "130", "--stdout", text]);
  if (wav.status !== 0) throw new Error("espeak-ng failed");
  return ffmpeg(["-f", "wav", "-i", "pipe:0", "-af", "adelay=300,apad=pad_dur=0.5"], format, wav.stdout);
}

/** Audio ffmpeg makes from a lavfi source (`anullsrc` silence, `sine=frequency=440:duration=62`…). */
export function generated(source: string, format: "wav" | "ogg" = "ogg"): Buffer {
  return ffmpeg(["-f", "lavfi", "-i", source], format);
}

function ffmpeg(input: string[], format: "wav" | "ogg" | "webm", stdin?: Buffer): Buffer {
  const codec = format === "wav" ? ["-c:a", "pcm_s16le"] : ["-c:a", "libopus", "-b:a", "24k"];
  const result = spawnSync(
    "ffmpeg",
    [
      "-hide_banner",
      "-loglevel",
      "error",
      ...input,
      "-ac",
      "1",
      "-ar",
      "48000",
      ...codec,
      "-f",
      format,
      "pipe:1",
    ],
    { input: stdin, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
  return result.stdout;
}
