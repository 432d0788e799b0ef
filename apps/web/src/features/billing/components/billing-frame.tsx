import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandLogo } from "../../../assets/illustrations/brand-logo.tsx";
import { siteContact } from "../../../content/site.ts";

/** Frame of the checkout and its outcome pages: logo header, centred content, support footer. */
export function BillingFrame({
  title,
  children,
  wide,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-text">
      <title>{`${title} · Brainy AI`}</title>
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link to="/" className="rounded-lg" aria-label="Brainy AI home">
            <BrandLogo />
          </Link>
        </div>
      </header>
      <main
        className={`mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-14 ${wide ? "max-w-5xl" : "max-w-2xl"}`}
      >
        {children}
      </main>
      <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted sm:px-6">
        Questions about billing?{" "}
        <a href={`mailto:${siteContact.supportEmail}`} className="text-primary underline">
          {siteContact.supportEmail}
        </a>
      </footer>
    </div>
  );
}
