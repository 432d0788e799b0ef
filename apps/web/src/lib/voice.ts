import { camelizeKeys, type Transcription, TranscriptionSchema } from "@brainy/contract";
import { ApiError, errorFromResponse, readResponseBody, sendRequest } from "./api-client.ts";
import { readStorage, storageKeys } from "./storage.ts";

/**
 * POSTs a recording's bytes (its own audio type) to an API path that transcribes it, and parses the
 * answer with `schema`: the chat's question and the hands-free review's answers (ADR 0054, 0058).
 */
export async function postRecording<T>(
  path: string,
  recording: Blob,
  schema: { parse: (data: unknown) => T },
  signal?: AbortSignal,
): Promise<T> {
  const token = readStorage(storageKeys.token);
  const headers: Record<string, string> = {
    "content-type": recording.type || "application/octet-stream",
    accept: "application/json",
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: "POST",
      headers,
      body: recording,
      credentials: "include",
      signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(
      0,
      "NETWORK",
      "Could not reach the server. Check your connection and try again.",
      null,
    );
  }
  const json = await readResponseBody(response);
  if (!response.ok) throw errorFromResponse(response, json, token);
  return schema.parse(camelizeKeys(json));
}

/** POST /api/chat/transcribe: the text the server heard in a spoken question. */
export function transcribeRecording(recording: Blob, signal?: AbortSignal): Promise<Transcription> {
  return postRecording("/chat/transcribe", recording, TranscriptionSchema, signal);
}

/** POST /api/chat/speak: one sentence (or a few) read aloud, as MP3. */
export async function speakSentence(text: string, signal?: AbortSignal): Promise<Blob> {
  const { response, sentToken } = await sendRequest("/chat/speak", {
    method: "POST",
    body: { text },
    accept: "audio/mpeg",
    signal,
  });
  if (!response.ok) throw errorFromResponse(response, await readResponseBody(response), sentToken);
  return response.blob();
}

/**
 * Speaks a text and resolves when it has been heard (or could not be played): the hands-free
 * review waits for the card to be read before it listens. Aborting stops the voice at once.
 */
export async function speakAndWait(text: string, signal: AbortSignal): Promise<void> {
  const blob = await speakSentence(text, signal).catch(() => null);
  if (!blob || signal.aborted) return;
  const url = URL.createObjectURL(blob);
  try {
    const audio = new Audio(url);
    await new Promise<void>((resolve) => {
      const done = () => {
        audio.pause();
        resolve();
      };
      audio.onended = done;
      audio.onerror = done;
      signal.addEventListener("abort", done, { once: true });
      audio.play().catch(done);
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
