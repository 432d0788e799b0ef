// The script of the prerendered landing page (landing.html): the page's HTML is already complete,
// so this only adds behaviour, without React, the router or any validator. A signed-in visitor
// goes to the app (/home), as the app's public pages do. Links into the app are ordinary links.
import "../../styles.css";
import { enhanceStaticCookieBanner } from "../../features/cookie-consent/lib/static-banner.ts";
import { enhanceLanding } from "../../features/landing/lib/enhance-landing.ts";
import { scrollToSection } from "../../features/landing/lib/sections.ts";
import { REGISTER_FOR_PRO } from "../../lib/checkout-paths.ts";
import { appEvents, emitAppEvent } from "../../lib/events.ts";
import { readStorage, storageKeys } from "../../lib/storage.ts";

if (readStorage(storageKeys.token)) {
  location.replace("/home");
} else {
  const root = document.getElementById("root")!;
  enhanceLanding(root);
  const banner = root.querySelector<HTMLElement>("[data-cookie-banner]");
  if (banner) enhanceStaticCookieBanner(banner);
  for (const year of root.querySelectorAll("[data-current-year]"))
    year.textContent = String(new Date().getFullYear());
  root.addEventListener("click", (event) => {
    const target = (event.target as Element).closest("button");
    // Without a token the Pro upgrade registers for Pro (the app's checkout does the same).
    if (target?.hasAttribute("data-upgrade")) location.assign(REGISTER_FOR_PRO);
    else if (target?.hasAttribute("data-cookie-settings")) emitAppEvent(appEvents.openCookieSettings);
  });
  const section = location.hash.slice(1);
  if (section) requestAnimationFrame(() => scrollToSection(section));
}
