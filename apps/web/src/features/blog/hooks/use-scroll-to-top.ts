import { useEffect } from "react";

/** Starts a newly opened page at the top (unless the URL points at an anchor); runs again when `key` changes. */
export function useScrollToTop(key: string | undefined): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger (a new post), not an input.
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [key]);
}
