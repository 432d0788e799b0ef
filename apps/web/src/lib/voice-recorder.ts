import { VOICE_LIMITS } from "@brainy/contract";
import { useCallback, useEffect, useRef, useState } from "react";

export type RecorderState = "idle" | "listening" | "unsupported";

/** The recording types the browser's MediaRecorder may make, best first (the server reads any of them). */
const TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4", "audio/webm"];

/** Why the microphone could not record: refused (or missing) or the recording failed. */
export type RecorderError = "denied";

/** Level (RMS of -1..1 samples) above which the microphone hears speech, and the quiet that ends it. */
const SPEECH_LEVEL = 0.02;
const END_QUIET_MS = 1000;

/**
 * The microphone through MediaRecorder: start() asks for it and records, stop() answers the
 * recording (or null when nothing was recorded). Recording stops by itself at the server's limit,
 * and with `stopOnSilence` once the learner has spoken and then been quiet for a second (speech
 * already under way when it starts counts only after a pause, so a word is never cut in half).
 */
export function useVoiceRecorder(
  onRecorded: (recording: Blob) => void,
  onError: (message: string, reason: RecorderError) => void,
  options: { stopOnSilence?: boolean; deniedMessage?: string } = {},
) {
  const supported =
    typeof window !== "undefined" &&
    typeof MediaRecorder !== "undefined" &&
    !!navigator.mediaDevices?.getUserMedia;
  const [state, setState] = useState<RecorderState>(supported ? "idle" : "unsupported");
  const recorder = useRef<MediaRecorder | null>(null);
  const limit = useRef<number | undefined>(undefined);
  const handlers = useRef({ onRecorded, onError });
  handlers.current = { onRecorded, onError };

  const stop = useCallback(() => {
    window.clearTimeout(limit.current);
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!supported || recorder.current?.state === "recording") return;
    let stream: MediaStream;
    try {
      // The voice as it is: speech recognisers hear worse through echo cancelling and noise suppression.
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      });
    } catch {
      handlers.current.onError(
        options.deniedMessage ??
          "The microphone could not be used. Allow it in the browser, or type the question.",
        "denied",
      );
      return;
    }
    const endWatch = options.stopOnSilence ? watchForSilence(stream, stop) : () => {};
    const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      endWatch();
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      setState("idle");
      const recording = new Blob(chunks, { type: media.mimeType || mimeType || "audio/webm" });
      if (recording.size > 0) handlers.current.onRecorded(recording);
    };
    recorder.current = media;
    media.start();
    setState("listening");
    // A second short of the limit, so what is sent is never refused for its length.
    limit.current = window.setTimeout(stop, (VOICE_LIMITS.maxSeconds - 1) * 1000);
  }, [supported, stop, options.stopOnSilence, options.deniedMessage]);

  // Leaving the page stops the microphone.
  useEffect(
    () => () => {
      window.clearTimeout(limit.current);
      const media = recorder.current;
      if (media?.state === "recording") {
        media.onstop = null;
        media.stop();
        for (const track of media.stream.getTracks()) track.stop();
      }
    },
    [],
  );

  return { state, start, stop };
}

/**
 * Calls `onEnd` when speech has been heard and then a second of quiet (checked every 50 ms through
 * an AnalyserNode); answers the function that stops watching.
 */
function watchForSilence(stream: MediaStream, onEnd: () => void): () => void {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return () => {};
  const context = new AudioContextClass();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  // quiet-first: waiting for a pause; ready: waiting for speech; speaking: waiting for its end.
  let phase: "quiet-first" | "ready" | "speaking" = "quiet-first";
  let quietSince = performance.now();
  const timer = window.setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    const loud = Math.sqrt(sum / samples.length) > SPEECH_LEVEL;
    const now = performance.now();
    if (loud) quietSince = now;
    if (phase === "quiet-first" && !loud) phase = "ready";
    else if (phase === "ready" && loud) phase = "speaking";
    else if (phase === "speaking" && now - quietSince >= END_QUIET_MS) {
      window.clearInterval(timer);
      onEnd();
    }
  }, 50);
  return () => {
    window.clearInterval(timer);
    void context.close();
  };
}
