import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandLogo } from "../../../assets/illustrations/brand-logo.tsx";
import { siteContact } from "../../../content/site.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";

/** Frame of a public legal page: logo header, title, the text and a short footer. */
export function LegalPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-bg text-text">
      <title>{`${title} · Brainy AI`}</title>
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="rounded-lg" aria-label="Brainy AI home">
            <BrandLogo />
          </Link>
          <nav aria-label="Legal" className="flex gap-4 text-sm">
            <Link to="/terms" className="text-muted hover:text-text">
              Terms
            </Link>
            <Link to="/privacy" className="text-muted hover:text-text">
              Privacy
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-muted">{lead}</p>
        <div className="mt-10 border-t border-border pt-2">{children}</div>
      </main>
      <footer className="border-t border-border px-4 py-8 text-center text-sm text-muted sm:px-6">
        © <span data-current-year>{new Date().getFullYear()}</span> Brainy AI ·{" "}
        <a href={`mailto:${siteContact.contactEmail}`} className="hover:text-text">
          {siteContact.contactEmail}
        </a>{" "}
        ·{" "}
        <button
          type="button"
          data-cookie-settings
          onClick={() => emitAppEvent(appEvents.openCookieSettings)}
          className="hover:text-text"
        >
          Cookie settings
        </button>
      </footer>
    </div>
  );
}
