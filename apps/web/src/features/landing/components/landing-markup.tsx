import { BlogSection } from "./blog-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { HowItWorksSection } from "./how-it-works-section.tsx";
import { LandingFooter } from "./landing-footer.tsx";
import { LandingNav } from "./landing-nav.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { WhyUsSection } from "./why-us-section.tsx";

/** The page's markup, shared with the prerendered `/`. */
export function LandingMarkup() {
  return (
    <div className="min-h-dvh bg-bg text-text">
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
