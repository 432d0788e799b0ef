import { useCallback, useEffect, useRef, useState } from "react";
import type { AmbientKind } from "../lib/ambient.ts";

/**
 * The ambient sound that plays while the learner wants it: `toggle(kind)` starts rain or forest
 * (loading the synthesiser on first use), switches between them, or stops the one playing.
 */
export function useAmbient() {
  const [playing, setPlaying] = useState<AmbientKind | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const request = useRef(0);

  const toggle = useCallback(
    async (kind: AmbientKind) => {
      const id = ++request.current;
      stop.current?.();
      stop.current = null;
      if (playing === kind) {
        setPlaying(null);
        return;
      }
      setPlaying(kind);
      try {
        const { startAmbient } = await import("../lib/ambient.ts");
        if (id !== request.current) return;
        stop.current = startAmbient(kind);
      } catch {
        // No Web Audio here: nothing plays, and the control says so by staying off.
        if (id === request.current) setPlaying(null);
      }
    },
    [playing],
  );

  useEffect(() => () => stop.current?.(), []);
  return { playing, toggle };
}
