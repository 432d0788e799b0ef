import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Pcm } from "./wav.ts";

/** Speech bitrate: 24 kbit/s mono MP3 is 180 KB a minute, 900 KB for 5 minutes (the cap is 1 MB). */
export const MP3_BITRATE = "24k";

const probed = new Map<string, boolean>();

/** True when an `ffmpeg` with an MP3 encoder can be run (asked once per process). */
export function hasFfmpeg(binary = "ffmpeg"): boolean {
  let found = probed.get(binary);
  if (found === undefined) {
    const probe = spawnSync(binary, ["-hide_banner", "-encoders"], { encoding: "utf8", timeout: 10_000 });
    found = probe.status === 0 && probe.stdout.includes("libmp3lame");
    probed.set(binary, found);
  }
  return found;
}

/** Runs a program with `input` on stdin and answers its stdout; rejects on a non-zero exit or abort. */
export function runPipe(
  binary: string,
  args: string[],
  input: Uint8Array | string,
  signal?: AbortSignal,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["pipe", "pipe", "pipe"], signal });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      if (err.length < 2000) err += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${binary} exited with ${code}: ${err.trim().slice(0, 500)}`));
    });
    child.stdin.on("error", () => {
      // The program stopped reading (it failed); its exit code reports why.
    });
    child.stdin.end(input);
  });
}

/** Encodes mono PCM to MP3 with ffmpeg (LAME) at the speech bitrate. */
export async function encodeMp3(pcm: Pcm, signal?: AbortSignal, binary = "ffmpeg"): Promise<Buffer> {
  const bytes = new Uint8Array(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
  return runPipe(
    binary,
    [
      ...["-hide_banner", "-loglevel", "error", "-f", "s16le", "-ar", String(pcm.sampleRate), "-ac", "1"],
      ...["-i", "pipe:0", "-codec:a", "libmp3lame", "-b:a", MP3_BITRATE, "-f", "mp3", "pipe:1"],
    ],
    bytes,
    signal,
  );
}

/**
 * Encodes like encodeMp3, through a file ffmpeg can seek back in: its Xing/LAME header then
 * carries the frame count and the encoder's delay and padding, so players and parsers read the
 * exact length and seek to the right place (a piped MP3's header is left empty). For long
 * recordings whose times must hold (conversations with chapters).
 */
export async function encodeMp3Exact(pcm: Pcm, signal?: AbortSignal, binary = "ffmpeg"): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "brainy-mp3-"));
  const file = path.join(dir, "audio.mp3");
  try {
    const bytes = new Uint8Array(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
    await runPipe(
      binary,
      [
        ...["-hide_banner", "-loglevel", "error", "-f", "s16le", "-ar", String(pcm.sampleRate), "-ac", "1"],
        ...["-i", "pipe:0", "-codec:a", "libmp3lame", "-b:a", MP3_BITRATE, "-id3v2_version", "0", "-y", file],
      ],
      bytes,
      signal,
    );
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
