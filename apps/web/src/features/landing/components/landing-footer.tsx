import { Link } from "react-router";
import { BrandLogo } from "../../../assets/illustrations/brand-logo.tsx";
import { LegalLinkItems } from "../../../components/legal-links.tsx";
import { ButtonLink } from "../../../components/ui/index.ts";
import { siteContact } from "../../../content/site.ts";
import { landingSections } from "../lib/sections.ts";

const linkClass = "text-sm text-muted transition-colors hover:text-text";

/** Closing call to action and the footer: product anchors, blog, legal pages (new tab) and contact. */
export function LandingFooter() {
  return (
    <>
      <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
        <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl border border-primary/40 bg-surface px-6 py-14 text-center sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-0 bg-gradient-to-br from-primary/20 via-transparent to-accent/15"
          />
          <div className="relative">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Your next skill is one sentence away
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-muted">
              Write down what you want to learn. Brainy AI will have a roadmap ready before your coffee cools.
            </p>
            <ButtonLink to="/register" size="lg" className="mt-8">
              Create your free account
            </ButtonLink>
          </div>
        </div>
      </section>
      <footer className="border-t border-border px-4 py-12 sm:px-6">
        <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 md:grid-cols-[2fr_1fr_1fr_1fr]">
          <div className="col-span-2 md:col-span-1">
            <BrandLogo />
            <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted">
              AI-planned roadmaps, generated lessons and the tools to remember them. For students,
              professionals and lifelong learners.
            </p>
          </div>
          <nav aria-label="Product">
            <h2 className="text-sm font-semibold">Product</h2>
            <ul className="mt-4 space-y-3">
              <li>
                <a href={`#${landingSections.features}`} className={linkClass}>
                  Features
                </a>
              </li>
              <li>
                <a href={`#${landingSections.howItWorks}`} className={linkClass}>
                  How it works
                </a>
              </li>
              <li>
                <a href={`#${landingSections.pricing}`} className={linkClass}>
                  Pricing
                </a>
              </li>
            </ul>
          </nav>
          <nav aria-label="Resources">
            <h2 className="text-sm font-semibold">Resources</h2>
            <ul className="mt-4 space-y-3">
              <li>
                <Link to="/blog" className={linkClass}>
                  Blog
                </Link>
              </li>
              <li>
                <a href={`mailto:${siteContact.contactEmail}`} className={linkClass}>
                  Contact
                </a>
              </li>
            </ul>
          </nav>
          <nav aria-label="Legal">
            <h2 className="text-sm font-semibold">Legal</h2>
            <ul className="mt-4 space-y-3">
              <LegalLinkItems linkClassName={linkClass} />
            </ul>
          </nav>
        </div>
        <p className="mx-auto mt-10 max-w-6xl border-t border-border pt-6 text-xs text-muted">
          © <span data-current-year>{new Date().getFullYear()}</span> Brainy AI. All rights reserved.
        </p>
      </footer>
    </>
  );
}
