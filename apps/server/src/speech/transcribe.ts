import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { VOICE_LIMITS } from "@brainy/contract";
import type { Config } from "../config.ts";
import { AppError } from "../lib/app-error.ts";
import { hasFfmpeg, runPipe } from "./encode.ts";
import { toWav } from "./pcm.ts";
import { parseWav } from "./wav.ts";

/** Turns a spoken recording (16 kHz mono WAV) into text. */
export interface Transcriber {
  readonly name: "pocketsphinx" | "openai";
  /**
   * With `phrases`, the recording is one of those words (a spoken choice): pocketsphinx listens for
   * them only (a JSGF grammar), an OpenAI-compatible endpoint is given them as its prompt.
   */
  transcribe(wav: Buffer, signal?: AbortSignal, phrases?: readonly string[]): Promise<string>;
}

/** Where recordings wait while they are transcribed; each request's folder is removed when it ends. */
export const TRANSCRIBE_TMP_PREFIX = "brainy-stt-";

/** Peak below which a recording counts as silence (16-bit; about -40 dBFS). */
const SILENCE_PEAK = 330;

/**
 * Transcribes one recording in any format ffmpeg reads: converted to 16 kHz mono WAV, refused when
 * it is not audio (415), longer than VOICE_LIMITS.maxSeconds (413) or silent (422). The recording
 * lives only in a private temporary folder, deleted before this answers, whatever happens.
 */
export async function transcribeRecording(
  transcriber: Transcriber,
  audio: Buffer,
  options: { signal?: AbortSignal; ffmpeg?: string; tmpRoot?: string; phrases?: readonly string[] } = {},
): Promise<{ text: string; seconds: number }> {
  const dir = await mkdtemp(path.join(options.tmpRoot ?? tmpdir(), TRANSCRIBE_TMP_PREFIX));
  try {
    const input = path.join(dir, "input");
    await writeFile(input, audio, { mode: 0o600 });
    let wav: Buffer;
    try {
      // One second past the limit is read, to tell a recording over it from one just under.
      wav = await runPipe(
        options.ffmpeg ?? "ffmpeg",
        [
          ...[
            "-hide_banner",
            "-nostdin",
            "-loglevel",
            "error",
            "-i",
            input,
            "-vn",
            "-t",
            String(VOICE_LIMITS.maxSeconds + 1),
          ],
          ...["-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", "-f", "wav", "pipe:1"],
        ],
        "",
        options.signal,
      );
    } catch {
      throw new AppError("VALIDATION_FAILED", "The recording is not audio this server can read.", {
        status: 415,
      });
    }
    const pcm = parseWav(wav);
    // A plain 44-byte header with true sizes (ffmpeg's piped WAV claims none and may carry a LIST chunk).
    wav = toWav(pcm);
    const seconds = pcm.samples.length / pcm.sampleRate;
    if (seconds === 0)
      throw new AppError("VALIDATION_FAILED", "The recording holds no audio.", { status: 422 });
    if (seconds > VOICE_LIMITS.maxSeconds)
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `The recording is too long: at most ${VOICE_LIMITS.maxSeconds} seconds.`,
      );
    let peak = 0;
    for (const sample of pcm.samples) peak = Math.max(peak, Math.abs(sample));
    if (peak < SILENCE_PEAK)
      throw new AppError("VALIDATION_FAILED", "Nothing was heard: the recording is silent.", { status: 422 });
    const heard = await transcriber.transcribe(wav, options.signal, options.phrases);
    const text = heard.replace(/\s+/g, " ").trim();
    if (!text)
      throw new AppError("VALIDATION_FAILED", "No words were recognised in the recording.", { status: 422 });
    return { text, seconds: Math.round(seconds * 10) / 10 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Offline English speech to text with Debian's pocketsphinx: no key, but weaker than Whisper. */
export function createPocketsphinxTranscriber(options: {
  modelDir: string;
  binary?: string;
  tmpRoot?: string;
}): Transcriber {
  const binary = options.binary ?? "pocketsphinx_continuous";
  const model = (file: string) => path.join(options.modelDir, file);
  return {
    name: "pocketsphinx",
    async transcribe(wav, signal, phrases) {
      // pocketsphinx_continuous reads a file, never stdin: a private folder, removed at once.
      const dir = await mkdtemp(path.join(options.tmpRoot ?? tmpdir(), TRANSCRIBE_TMP_PREFIX));
      try {
        const file = path.join(dir, "speech.wav");
        await writeFile(file, wav, { mode: 0o600 });
        // A spoken choice is heard far better against its few words than against all of English.
        let language = ["-lm", model("en-us.lm.bin")];
        if (phrases?.length) {
          const grammar = path.join(dir, "choice.gram");
          await writeFile(grammar, choiceGrammar(phrases), { mode: 0o600 });
          language = ["-jsgf", grammar];
        }
        const args = [
          ...["-infile", file, "-samprate", "16000", "-logfn", "/dev/null"],
          ...["-hmm", model("en-us"), ...language, "-dict", model("cmudict-en-us.dict")],
        ];
        return await runFile(binary, args, signal);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A JSGF grammar whose sentences are the given phrases (lower-case letters and spaces only). */
export function choiceGrammar(phrases: readonly string[]): string {
  const words = phrases
    .map((phrase) =>
      phrase
        .toLowerCase()
        .replace(/[^a-z ]+/g, " ")
        .trim(),
    )
    .filter(Boolean);
  return `#JSGF V1.0;\ngrammar choice;\npublic <choice> = ${words.join(" | ")} ;\n`;
}

/** Runs a program and answers its stdout (each utterance pocketsphinx heard is a line). */
function runFile(binary: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "ignore"], signal });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${binary} exited with ${code}`)),
    );
  });
}

/** An OpenAI-compatible `/audio/transcriptions` endpoint (OpenAI, whisper.cpp's server, faster-whisper). */
export function createOpenAiTranscriber(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}): Transcriber {
  return {
    name: "openai",
    async transcribe(wav, signal, phrases) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(wav)], { type: "audio/wav" }), "speech.wav");
      form.append("model", options.model);
      if (phrases?.length) form.append("prompt", phrases.join(", "));
      form.append("response_format", "json");
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const response = await fetch(`${options.baseUrl.replace(/\/$/, "")}/audio/transcriptions`, {
        method: "POST",
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        body: form,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      // Only the status in the error: the body may echo the request.
      if (!response.ok) throw new Error(`transcription API answered ${response.status}`);
      const body = (await response.json()) as { text?: unknown };
      if (typeof body.text !== "string") throw new Error("transcription API answered without text");
      return body.text;
    },
  };
}

/** True when pocketsphinx and its English model are installed (asked once per process). */
let pocketsphinxFound: boolean | undefined;
export function hasPocketsphinx(modelDir: string, binary = "pocketsphinx_continuous"): boolean {
  if (pocketsphinxFound === undefined) {
    const probe = spawnSync("sh", ["-c", `command -v ${binary}`], { timeout: 5000 });
    pocketsphinxFound = probe.status === 0 && existsSync(path.join(modelDir, "en-us.lm.bin"));
  }
  return pocketsphinxFound;
}

/** The transcriber STT_PROVIDER names, or null when this server cannot listen (no ffmpeg, nothing installed). */
export function createTranscriber(config: Config, log?: (message: string) => void): Transcriber | null {
  const choice = config.STT_PROVIDER;
  if (choice === "none") return null;
  if (!hasFfmpeg()) {
    log?.("speech to text is off: ffmpeg is not installed");
    return null;
  }
  if (choice === "openai" || (choice === "auto" && config.STT_BASE_URL)) {
    return createOpenAiTranscriber({
      baseUrl: config.STT_BASE_URL!,
      apiKey: config.STT_API_KEY ?? config.AI_API_KEY,
      model: config.STT_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
    });
  }
  if (!hasPocketsphinx(config.POCKETSPHINX_MODEL_DIR)) {
    log?.("speech to text is off: pocketsphinx (and its en-us model) is not installed");
    return null;
  }
  return createPocketsphinxTranscriber({ modelDir: config.POCKETSPHINX_MODEL_DIR });
}

/**
 * A request's recording transcribed, with the answers every voice route gives: 503 when this server
 * cannot listen, 415 for an empty or non-audio body, 413/422 from transcribeRecording, and 503 when
 * the transcriber itself fails (logged; its message is not the learner's business).
 */
export async function transcribeRequestBody(
  transcriber: Transcriber | null,
  body: unknown,
  options: { signal?: AbortSignal; phrases?: readonly string[]; onFailure: (error: unknown) => void },
): Promise<{ text: string; seconds: number; provider: Transcriber["name"] }> {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new AppError("VALIDATION_FAILED", "Send the recording's bytes with an audio Content-Type.", {
      status: 415,
    });
  if (!transcriber)
    throw new AppError("SPEECH_UNAVAILABLE", "Speech to text is not available on this server.");
  try {
    const result = await transcribeRecording(transcriber, body, {
      signal: options.signal,
      phrases: options.phrases,
    });
    return { ...result, provider: transcriber.name };
  } catch (error) {
    if (error instanceof AppError) throw error;
    options.onFailure(error);
    throw new AppError("SPEECH_UNAVAILABLE", "Speech to text failed; try again, or use the keyboard.");
  }
}
