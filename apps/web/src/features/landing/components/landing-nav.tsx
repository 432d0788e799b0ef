import { Menu, X } from "lucide-react";
import { Link } from "react-router";
import { BrandLogo } from "../../../assets/illustrations/brand-logo.tsx";
import { ButtonLink } from "../../../components/ui/index.ts";
import { landingSections, navAnchors } from "../lib/sections.ts";

const linkClass =
  "rounded-lg px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-text";

/** The id of the phone menu's panel. */
const MENU_ID = "landing-menu";

/**
 * The sticky landing nav: section anchors, Log in and Sign up; a menu button below 1024 px.
 * Plain markup: enhanceLanding opens the menu and smooth-scrolls the anchors.
 */
export function LandingNav() {
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-bg/80 backdrop-blur-md">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <a href={`#${landingSections.home}`} className="rounded-lg" aria-label="Brainy AI, back to top">
          <BrandLogo />
        </a>
        <ul className="ml-6 hidden items-center gap-1 lg:flex">
          {navAnchors.map((anchor) => (
            <li key={anchor.id}>
              <a href={`#${anchor.id}`} className={linkClass}>
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
          <ButtonLink to="/register">Sign up</ButtonLink>
        </div>
        <button
          type="button"
          data-menu-button
          className="group ml-auto inline-flex size-10 items-center justify-center rounded-xl border border-border bg-surface text-text lg:hidden"
          aria-expanded="false"
          aria-controls={MENU_ID}
          aria-label="Open menu"
        >
          <Menu aria-hidden="true" size={20} className="group-aria-expanded:hidden" />
          <X aria-hidden="true" size={20} className="hidden group-aria-expanded:block" />
        </button>
      </nav>
      <div id={MENU_ID} hidden className="border-t border-border bg-bg px-4 pt-2 pb-4 shadow-xl lg:hidden">
        <ul className="flex flex-col">
          {navAnchors.map((anchor) => (
            <li key={anchor.id}>
              <a
                href={`#${anchor.id}`}
                className="block rounded-lg px-3 py-3 text-base font-medium text-text hover:bg-surface-2"
              >
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <ButtonLink to="/login" variant="secondary">
            Log in
          </ButtonLink>
          <ButtonLink to="/register">Sign up</ButtonLink>
        </div>
      </div>
    </header>
  );
}
