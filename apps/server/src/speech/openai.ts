import type { SpeechProvider } from "./provider.ts";
import { ttsInstructionsFor } from "./voices.ts";
import { type Pcm, parsePcm16 } from "./wav.ts";

/** OpenAI's TTS answers raw PCM at 24 kHz when asked for `pcm`. */
const OPENAI_PCM_RATE = 24_000;

/** Where and how an OpenAI-compatible `/audio/speech` endpoint is asked. */
export type OpenAiSpeechOptions = {
  apiKey: string;
  baseUrl: string;
  model: string;
  voice: string;
  timeoutMs: number;
};

/** Speaks `text` with one of the endpoint's voices, asked for raw PCM (to draw and join it). */
export async function openAiSpeak(
  options: Omit<OpenAiSpeechOptions, "voice">,
  text: string,
  voice: string,
  signal?: AbortSignal,
  language?: string,
): Promise<Pcm> {
  // The voices are multilingual; models that take instructions (gpt-4o-mini-tts) are told the language.
  const instructions = options.model.startsWith("gpt-4o") ? ttsInstructionsFor(language) : undefined;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const response = await fetch(`${options.baseUrl.replace(/\/$/, "")}/audio/speech`, {
    method: "POST",
    headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({
      model: options.model,
      voice,
      input: text,
      response_format: "pcm",
      ...(instructions ? { instructions } : {}),
    }),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) {
    // The body may echo the request; keep only its status in the error (never the key).
    throw new Error(`speech API answered ${response.status}`);
  }
  return parsePcm16(new Uint8Array(await response.arrayBuffer()), OPENAI_PCM_RATE);
}

/** Speech from an OpenAI-compatible `/audio/speech` endpoint, asked for raw PCM to draw its waveform. */
export function createOpenAiSpeechProvider(options: OpenAiSpeechOptions): SpeechProvider {
  return {
    name: "openai",
    synthesize: (text, signal, language) => openAiSpeak(options, text, options.voice, signal, language),
  };
}
