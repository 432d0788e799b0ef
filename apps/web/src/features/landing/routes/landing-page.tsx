import { useEffect } from "react";
import { useLocation } from "react-router";
import { BlogSection } from "../components/blog-section.tsx";
import { FeaturesSection } from "../components/features-section.tsx";
import { HeroSection } from "../components/hero-section.tsx";
import { HowItWorksSection } from "../components/how-it-works-section.tsx";
import { LandingFooter } from "../components/landing-footer.tsx";
import { LandingNav } from "../components/landing-nav.tsx";
import { PricingSection } from "../components/pricing-section.tsx";
import { WhyUsSection } from "../components/why-us-section.tsx";
import { scrollToSection } from "../lib/sections.ts";

/**
 * The landing page. Arriving with a hash (/#pricing) or with router state
 * `{ scrollTo: "pricing" }` (e.g. 'Try Upgrade Again' after a cancelled checkout) scrolls to that section.
 */
export function Component() {
  const location = useLocation();
  const scrollTo = (location.state as { scrollTo?: string } | null)?.scrollTo ?? location.hash.slice(1);

  useEffect(() => {
    if (scrollTo) requestAnimationFrame(() => scrollToSection(scrollTo));
  }, [scrollTo]);

  return (
    <div className="min-h-dvh bg-bg text-text">
      <title>Brainy AI: learn anything with a plan made for you</title>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <LandingNav />
      <main id="main">
        <HeroSection />
        <WhyUsSection />
        <HowItWorksSection />
        <FeaturesSection />
        <BlogSection />
        <PricingSection />
      </main>
      <LandingFooter />
    </div>
  );
}
