import { speakable, takeSentences } from "@brainy/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { speakSentence } from "../../../lib/voice.ts";

/**
 * Speaks an answer as it streams: each finished sentence is asked for at once (so its audio is
 * ready while the one before plays) and played in order; the first plays before the answer ends.
 */
export function useSpokenAnswer() {
  const [speaking, setSpeaking] = useState(false);
  const [played, setPlayed] = useState(0);
  const buffer = useRef("");
  const queue = useRef<Promise<Blob | null>[]>([]);
  const playing = useRef(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const abort = useRef(new AbortController());

  const playNext = useCallback(async () => {
    if (playing.current) return;
    playing.current = true;
    setSpeaking(true);
    while (queue.current.length > 0) {
      const next = queue.current.shift()!;
      const blob = await next;
      if (!blob || abort.current.signal.aborted) continue;
      const url = URL.createObjectURL(blob);
      try {
        const element = new Audio(url);
        audio.current = element;
        await new Promise<void>((resolve) => {
          element.onended = () => resolve();
          element.onerror = () => resolve();
          element.play().then(() => setPlayed((n) => n + 1), resolve);
        });
      } finally {
        URL.revokeObjectURL(url);
        audio.current = null;
      }
    }
    playing.current = false;
    setSpeaking(false);
  }, []);

  const say = useCallback(
    (sentence: string) => {
      const signal = abort.current.signal;
      queue.current.push(speakSentence(sentence, signal).catch(() => null));
      void playNext();
    },
    [playNext],
  );

  /** A piece of the streamed answer: its finished sentences are spoken. */
  const push = useCallback(
    (piece: string) => {
      const taken = takeSentences(buffer.current + piece);
      buffer.current = taken.rest;
      for (const sentence of taken.sentences) say(sentence);
    },
    [say],
  );

  /** The answer is complete: the last words are spoken too. */
  const finish = useCallback(() => {
    const rest = speakable(buffer.current);
    buffer.current = "";
    if (rest) say(rest);
  }, [say]);

  /** Stops speaking and forgets what was queued. */
  const stop = useCallback(() => {
    abort.current.abort();
    abort.current = new AbortController();
    queue.current = [];
    buffer.current = "";
    audio.current?.pause();
    audio.current?.dispatchEvent(new Event("ended"));
  }, []);

  useEffect(() => () => stop(), [stop]);

  return { push, finish, stop, speaking, played };
}
