import { useEffect, useState } from "react";

/** How-it-works auto-advance interval. */
export const AUTO_ADVANCE_MS = 3000;

/** The index after `current` in a ring of `count` items. */
export function nextIndex(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}

/**
 * An index that moves to the next of `count` items every `intervalMs` while not paused.
 * Any change of index (automatic or chosen by the user) or of the pause restarts the wait.
 */
export function useAutoAdvance(count: number, paused: boolean, intervalMs = AUTO_ADVANCE_MS) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex(nextIndex(index, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs]);
  return [index, setIndex] as const;
}
