import { useEffect, useState } from "react";

/**
 * The id of the heading the reader is in: observes the headings with these ids and picks the first
 * one inside the reading band (below the sticky header, top third of the viewport); keeps the last
 * one passed while the reader is between headings.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join("|");

  useEffect(() => {
    const headings = key
      .split("|")
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = headings.find((heading) => visible.has(heading.id));
        if (first) {
          setActive(first.id);
          return;
        }
        // Between headings: the last heading above the reading band is the current section.
        const passed = headings.filter((heading) => heading.getBoundingClientRect().top < 96);
        if (passed.length > 0) setActive(passed[passed.length - 1].id);
        else setActive(headings[0].id);
      },
      { rootMargin: "-80px 0px -60% 0px", threshold: 0 },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [key]);

  return active;
}
