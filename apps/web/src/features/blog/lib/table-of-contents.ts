import { cx } from "../../../components/ui/cx.ts";

/** The classes of a table-of-contents link, the current section's or another's. */
export function tocLinkClasses(current: boolean): string {
  return cx(
    "-ml-px block border-l-2 py-1.5 pl-4 text-sm transition-colors",
    current ? "border-primary font-medium text-text" : "border-transparent text-muted hover:text-text",
  );
}

/**
 * Follows a click on a table-of-contents link to the heading with this id: a smooth scroll (unless
 * reduced motion is asked for), the hash kept in the address. A click with Ctrl or Cmd is left to
 * the browser.
 */
export function jumpToHeading(
  event: MouseEvent | { metaKey: boolean; ctrlKey: boolean; preventDefault(): void },
  id: string,
): void {
  const target = document.getElementById(id);
  if (!target || event.metaKey || event.ctrlKey) return;
  event.preventDefault();
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  history.replaceState(history.state, "", `#${id}`);
}

/**
 * Calls `onChange` with the id of the heading the reader is in: observes the headings with these ids
 * and picks the first one inside the reading band (below the sticky header, top third of the
 * viewport); keeps the last one passed while the reader is between headings. Answers a function
 * that stops observing.
 */
export function observeActiveHeading(ids: readonly string[], onChange: (id: string) => void): () => void {
  const headings = ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
  if (headings.length === 0 || typeof IntersectionObserver === "undefined") return () => undefined;
  const visible = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target.id);
        else visible.delete(entry.target.id);
      }
      const first = headings.find((heading) => visible.has(heading.id));
      if (first) {
        onChange(first.id);
        return;
      }
      // Between headings: the last heading above the reading band is the current section.
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top < 96);
      onChange((passed[passed.length - 1] ?? headings[0]!).id);
    },
    { rootMargin: "-80px 0px -60% 0px", threshold: 0 },
  );
  for (const heading of headings) observer.observe(heading);
  return () => observer.disconnect();
}

/**
 * The same table of contents on a page without React (the prerendered post): its links scroll to
 * their heading and the one being read is marked.
 */
export function enhanceTableOfContents(nav: HTMLElement): () => void {
  const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'));
  const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    if (link) jumpToHeading(event, idOf(link));
  };
  nav.addEventListener("click", onClick);
  const stop = observeActiveHeading(links.map(idOf), (active) => {
    for (const link of links) {
      const current = idOf(link) === active;
      link.className = tocLinkClasses(current);
      if (current) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
  });
  return () => {
    stop();
    nav.removeEventListener("click", onClick);
  };
}
