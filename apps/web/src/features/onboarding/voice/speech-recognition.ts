/**
 * A thin, typed wrapper over the browser's Web Speech API (SpeechRecognition, prefixed
 * webkitSpeechRecognition in Chromium and Safari). TypeScript's DOM types do not cover it.
 */
type RecognitionResultEvent = { results: ArrayLike<ArrayLike<{ transcript: string }>> };
type RecognitionErrorEvent = { error: string };

export type SpeechRecognitionLike = {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
};

type RecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's recognition constructor, or null where the API is missing. */
export function getSpeechRecognition(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** A user-facing sentence for a recognition error code. */
export function describeSpeechError(code: string): string {
  if (code === "not-allowed" || code === "service-not-allowed") {
    return "Microphone access is blocked. Allow it in your browser, or pick your answer on screen.";
  }
  if (code === "no-speech") return "We didn't catch that. Tap the microphone and try again.";
  if (code === "audio-capture") return "No microphone was found. Pick your answer on screen instead.";
  if (code === "network")
    return "Voice input needs an internet connection. Pick your answer on screen instead.";
  return "Voice input failed. Please try again.";
}

/** Listens once and resolves to the best transcript (rejects with a readable message). */
export function listenOnce(Recognition: RecognitionConstructor): {
  result: Promise<string>;
  cancel: () => void;
} {
  const recognition = new Recognition();
  recognition.lang = navigator.language || "en-GB";
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.continuous = false;
  const result = new Promise<string>((resolve, reject) => {
    let settled = false;
    recognition.onresult = (event) => {
      settled = true;
      resolve(event.results[0]?.[0]?.transcript?.trim() ?? "");
    };
    recognition.onerror = (event) => {
      if (settled) return;
      settled = true;
      reject(new Error(event.error === "aborted" ? "" : describeSpeechError(event.error)));
    };
    recognition.onend = () => {
      if (settled) return;
      settled = true;
      reject(new Error(describeSpeechError("no-speech")));
    };
  });
  recognition.start();
  return { result, cancel: () => recognition.abort() };
}
