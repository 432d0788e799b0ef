// Renders the landing page to HTML at build time (`npm run build` → scripts/prerender-landing.mjs):
// `/` is served as this markup with island.ts instead of the app, so a first visit paints without
// downloading React. The markup is the same components the app's landing route renders.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
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
