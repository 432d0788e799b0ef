// Renders the landing page to HTML at build time (`npm run build`, vite.config.ts prerenderLanding):
// `/` is served as this markup with island.ts instead of the app, so a first visit paints without
// downloading React. The markup is the same components the app's landing route renders.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AuthPageFrame } from "../../features/auth/components/auth-modal.tsx";
import { Component as BlogListPage } from "../../features/blog/routes/blog-list-page.tsx";
import { CookieBannerMarkup } from "../../features/cookie-consent/components/cookie-banner.tsx";
import { REJECT_ALL } from "../../features/cookie-consent/lib/consent.ts";
import { LandingMarkup } from "../../features/landing/components/landing-markup.tsx";

/** The landing page and its (hidden) cookie banner, as the HTML inside #root. */
export function renderLanding(): string {
  return renderToString(
    <MemoryRouter initialEntries={["/"]}>
      <LandingMarkup />
      <CookieBannerMarkup expanded={false} choices={REJECT_ALL} hidden />
    </MemoryRouter>,
  );
}

/**
 * A public page's markup, inert until the app replaces it: its controls work only then, so nothing
 * typed or clicked before is lost. The page's <title> stays the document's own (index.html's)
 * until the app sets it.
 */
function inertPage(path: string, page: ReactNode): string {
  const markup = renderToString(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
  return `<div inert style="display:contents">${markup.replace(/<title>.*?<\/title>/, "")}</div>`;
}

/**
 * What paths of the app paint before its scripts run, as the HTML inside #root by path: the empty
 * frame behind the login, sign-in link, register and reset modals, and the blog's list of posts
 * (its first cover, the page's largest paint, then loads with the HTML instead of after the app).
 * The app replaces it with the same markup (and the modal) once the page's modules have loaded
 * (main.tsx waits for them before its first render).
 */
export function renderFirstPaints(): Record<string, string> {
  const authFrame = renderToString(<AuthPageFrame />);
  return {
    "/login": authFrame,
    "/login/link": authFrame,
    "/register": authFrame,
    "/reset-password": authFrame,
    "/blog": inertPage("/blog", <BlogListPage />),
  };
}
