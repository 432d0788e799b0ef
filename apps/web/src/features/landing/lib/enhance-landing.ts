import { landingSections, prefersReducedMotion, scrollToSection } from "./sections.ts";

/**
 * The landing page's behaviour, on plain DOM: smooth-scrolling section anchors, the phone menu, the
 * auto-advancing how-it-works tabs and the fade-in of sections. One implementation serves both
 * renderings of the page: the prerendered HTML that `/` is served as (no React on that page) and
 * the SPA's landing route (which calls it from an effect). The markup carries the initial state;
 * this only moves it. Returns a cleanup that removes every listener, timer and observer.
 */
export function enhanceLanding(root: HTMLElement): () => void {
  const cleanups = [
    enhanceAnchors(root),
    enhanceMenu(root),
    ...Array.from(root.querySelectorAll<HTMLElement>("[data-auto-tabs]"), enhanceAutoTabs),
    enhanceReveal(root),
  ];
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

/** How-it-works auto-advance interval (spec: 3 s). */
export const AUTO_ADVANCE_MS = 3000;

/** The index after `current` in a ring of `count` items. */
export function nextIndex(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}

const sectionIds = new Set<string>(Object.values(landingSections));

/** A click on a link to one of the page's sections scrolls there smoothly and closes the phone menu. */
function enhanceAnchors(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!link || !root.contains(link)) return;
    const href = link.getAttribute("href") ?? "";
    const id = href.startsWith("#") ? href.slice(1) : href.startsWith("/#") ? href.slice(2) : "";
    if (!sectionIds.has(id)) return;
    event.preventDefault();
    setMenuOpen(root, false);
    scrollToSection(id);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}

/** Opens or closes the phone menu (a no-op on a page without one). */
function setMenuOpen(root: HTMLElement, open: boolean): void {
  const button = root.querySelector<HTMLElement>("[data-menu-button]");
  const panel = button && root.querySelector<HTMLElement>(`#${button.getAttribute("aria-controls")}`);
  if (!button || !panel) return;
  button.setAttribute("aria-expanded", String(open));
  button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  panel.hidden = !open;
}

/** The phone menu: its button toggles it; Escape closes it. */
function enhanceMenu(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLElement>("[data-menu-button]");
  if (!button) return () => {};
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const onClick = () => setMenuOpen(root, !isOpen());
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isOpen()) setMenuOpen(root, false);
  };
  button.addEventListener("click", onClick);
  window.addEventListener("keydown", onKey);
  return () => {
    button.removeEventListener("click", onClick);
    window.removeEventListener("keydown", onKey);
  };
}

/**
 * A tab list that advances every AUTO_ADVANCE_MS while neither hovered nor focused; any change of
 * tab (automatic or chosen) restarts the wait. Keyboard as in the WAI-ARIA tabs pattern with
 * automatic activation: arrows move and select (wrapping), Home and End go to the ends.
 */
function enhanceAutoTabs(container: HTMLElement): () => void {
  const tabs = Array.from(container.querySelectorAll<HTMLElement>("[role=tab]"));
  const panels = tabs.map((tab) =>
    container.querySelector<HTMLElement>(`#${tab.getAttribute("aria-controls")}`),
  );
  let index = Math.max(
    0,
    tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true"),
  );
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bar: Animation | undefined;

  const paused = () => hovered || focused;

  const restart = () => {
    clearTimeout(timer);
    bar?.cancel();
    bar = undefined;
    container.dataset.paused = String(paused());
    if (paused() || tabs.length < 2) return;
    timer = setTimeout(() => select(nextIndex(index, tabs.length)), AUTO_ADVANCE_MS);
    const fill = tabs[index]?.querySelector<HTMLElement>("[data-step-timer]");
    if (fill && !prefersReducedMotion() && typeof fill.animate === "function") {
      // `scale`, not `transform`: the bar's scale-x-0 class sets the scale property.
      bar = fill.animate([{ scale: "0 1" }, { scale: "1 1" }], {
        duration: AUTO_ADVANCE_MS,
        easing: "linear",
        fill: "forwards",
      });
    }
  };

  const select = (next: number, focus = false) => {
    index = next;
    tabs.forEach((tab, i) => {
      const active = i === next;
      tab.setAttribute("aria-selected", String(active));
      tab.dataset.state = active ? "active" : "inactive";
      tab.tabIndex = active ? 0 : -1;
      const panel = panels[i];
      if (panel) {
        panel.hidden = !active;
        panel.dataset.state = active ? "active" : "inactive";
      }
    });
    if (focus) tabs[next]?.focus();
    restart();
  };

  const onClick = (event: MouseEvent) => {
    const i = tabs.indexOf((event.target as Element).closest("[role=tab]") as HTMLElement);
    if (i >= 0) select(i);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const i = tabs.indexOf(event.target as HTMLElement);
    if (i < 0) return;
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? i === last
          ? 0
          : i + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? i === 0
            ? last
            : i - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    select(target, true);
  };
  const onEnter = () => {
    hovered = true;
    restart();
  };
  const onLeave = () => {
    hovered = false;
    restart();
  };
  const onFocusIn = () => {
    if (focused) return;
    focused = true;
    restart();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (container.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    restart();
  };

  container.addEventListener("click", onClick);
  container.addEventListener("keydown", onKeyDown);
  container.addEventListener("mouseenter", onEnter);
  container.addEventListener("mouseleave", onLeave);
  container.addEventListener("focusin", onFocusIn);
  container.addEventListener("focusout", onFocusOut);
  restart();
  return () => {
    clearTimeout(timer);
    bar?.cancel();
    container.removeEventListener("click", onClick);
    container.removeEventListener("keydown", onKeyDown);
    container.removeEventListener("mouseenter", onEnter);
    container.removeEventListener("mouseleave", onLeave);
    container.removeEventListener("focusin", onFocusIn);
    container.removeEventListener("focusout", onFocusOut);
  };
}

/**
 * Elements marked `data-revealed="false"` fade in once scrolled into view; all show at once when
 * the visitor prefers reduced motion or the browser has no IntersectionObserver.
 */
function enhanceReveal(root: HTMLElement): () => void {
  const hidden = Array.from(root.querySelectorAll<HTMLElement>("[data-revealed=false]"));
  const reveal = (element: Element) => element.setAttribute("data-revealed", "true");
  if (hidden.length === 0) return () => {};
  if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) {
    hidden.forEach(reveal);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.12, rootMargin: "0px 0px -8% 0px" },
  );
  for (const element of hidden) observer.observe(element);
  return () => observer.disconnect();
}
