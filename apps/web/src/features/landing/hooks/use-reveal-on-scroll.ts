import { type RefObject, useEffect, useState } from "react";
import { prefersReducedMotion } from "../lib/sections.ts";

/**
 * True once the element has scrolled into view. Starts (and stays) true when the visitor prefers
 * reduced motion or the browser has no IntersectionObserver, so content is never left hidden.
 */
export function useRevealOnScroll(ref: RefObject<Element | null>): boolean {
  const [revealed, setRevealed] = useState(
    () => typeof IntersectionObserver === "undefined" || prefersReducedMotion(),
  );
  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: 0.12, rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, revealed]);
  return revealed;
}
