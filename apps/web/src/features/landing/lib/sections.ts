/** The landing page's anchored sections, in page order. */
export const landingSections = {
  home: "home",
  whyUs: "why-us",
  howItWorks: "how-it-works",
  features: "features",
  blog: "blog",
  pricing: "pricing",
} as const;

/** The sticky nav's in-page links. */
export const navAnchors = [
  { id: landingSections.home, label: "Home" },
  { id: landingSections.whyUs, label: "Why Us" },
  { id: landingSections.howItWorks, label: "How It Works" },
  { id: landingSections.blog, label: "Blog" },
  { id: landingSections.pricing, label: "Pricing" },
] as const;

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** Scrolls to a section (smoothly unless reduced motion is preferred), updates the hash and moves focus there. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  history.replaceState(history.state, "", `#${id}`);
  target.focus({ preventScroll: true });
}
