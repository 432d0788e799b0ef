import { Link } from "react-router";
import { BrandLogo } from "../../../assets/illustrations/brand-logo.tsx";
import { LegalLinkItems } from "../../../components/legal-links.tsx";
import { ButtonLink } from "../../../components/ui/index.ts";
import { siteContact } from "../../../content/site.ts";
import { useSession } from "../../../lib/session.ts";

/** The public header of the blog (no app header here): logo, Blog, and Log in / Sign up or Open app. */
export function BlogHeader() {
  const { isLoggedIn } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-bg/80 backdrop-blur-md">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="rounded-lg" aria-label="Brainy AI home">
          <BrandLogo />
        </Link>
        <Link
          to="/blog"
          className="ml-2 hidden rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-text sm:block"
        >
          Blog
        </Link>
        <div className="ml-auto flex items-center gap-2" data-session-actions>
          <BlogSessionActions isLoggedIn={isLoggedIn} />
        </div>
      </nav>
    </header>
  );
}

/**
 * The header's end: Open the app for a signed-in reader, else Log in and Sign up (the prerendered
 * pages carry the signed-in one in a template that their script swaps in).
 */
export function BlogSessionActions({ isLoggedIn }: { isLoggedIn: boolean }) {
  return isLoggedIn ? (
    <ButtonLink to="/home" size="sm">
      Open the app
    </ButtonLink>
  ) : (
    <>
      <ButtonLink to="/login" variant="ghost" size="sm">
        Log in
      </ButtonLink>
      <ButtonLink to="/register" size="sm">
        Sign up
      </ButtonLink>
    </>
  );
}

const footerLink = "hover:text-text";

/** The blog footer: legal pages open in a new tab, plus contact. */
export function BlogFooter() {
  return (
    <footer className="mt-20 border-t border-border px-4 py-8 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          © <span data-current-year>{new Date().getFullYear()}</span> Brainy AI
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to="/" className={footerLink}>
              Home
            </Link>
          </li>
          <LegalLinkItems linkClassName={footerLink} />
          <li>
            <a href={`mailto:${siteContact.contactEmail}`} className={footerLink}>
              Contact
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
