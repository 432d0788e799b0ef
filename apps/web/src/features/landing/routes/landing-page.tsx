import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { LandingMarkup } from "../components/landing-markup.tsx";
import { enhanceLanding } from "../lib/enhance-landing.ts";
import { scrollToSection } from "../lib/sections.ts";

/**
 * The landing page as a route of the app (reached by navigating inside it; a first visit to `/` gets
 * the same markup prerendered, see app/static-landing). Arriving with a hash (/#pricing) or with router state
 * `{ scrollTo: "pricing" }` (e.g. 'Try Upgrade Again' after a cancelled checkout) scrolls to that section.
 */
export function Component() {
  const location = useLocation();
  const scrollTo = (location.state as { scrollTo?: string } | null)?.scrollTo ?? location.hash.slice(1);

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => enhanceLanding(root.current!), []);
  useEffect(() => {
    if (scrollTo) requestAnimationFrame(() => scrollToSection(scrollTo));
  }, [scrollTo]);

  return (
    <div ref={root}>
      <title>Brainy AI: learn anything with a plan made for you</title>
      <LandingMarkup />
    </div>
  );
}
