import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { appEvents, onAppEvent } from "../../../lib/events.ts";
import { storageKeys } from "../../../lib/storage.ts";
import { ACCEPT_ALL, type ConsentChoices, REJECT_ALL, readConsent, saveConsent } from "./consent.ts";

const KEYS = ["analytics", "marketing", "functional"] as const satisfies (keyof ConsentChoices)[];

/**
 * The cookie banner of the prerendered landing page, where no React runs: the markup is
 * CookieBannerMarkup rendered folded and hidden; this shows it when no consent is stored and does
 * what CookieBanner does (unfold, tick, accept, reject, save, reopen from "Cookie settings", hide
 * when another tab decides). A decided banner leaves the DOM, as the React one does.
 */
export function enhanceStaticCookieBanner(banner: HTMLElement): () => void {
  const parent = banner.parentNode!;
  const anchor = document.createComment("cookie banner");
  parent.insertBefore(anchor, banner);
  const find = (selector: string) => banner.querySelector<HTMLElement>(selector);
  const customize = find("[data-consent=customize]");
  const accept = find("[data-consent=accept]");
  const save = find("[data-consent=save]");
  const details = customize && find(`#${customize.getAttribute("aria-controls")}`);
  const boxes = Object.fromEntries(KEYS.map((key) => [key, find(`#cookie-consent-${key}`)]));

  const setExpanded = (open: boolean) => {
    customize?.setAttribute("aria-expanded", String(open));
    if (details) details.hidden = !open;
    if (save) save.hidden = !open;
    if (accept) accept.className = buttonClasses(open ? "secondary" : "primary", "sm");
  };
  const setChecked = (box: HTMLElement, checked: boolean) => {
    box.setAttribute("aria-checked", String(checked));
    for (const element of [box, ...Array.from(box.querySelectorAll<HTMLElement>("[data-state]"))])
      element.dataset.state = checked ? "checked" : "unchecked";
  };
  const setChoices = (choices: ConsentChoices) => {
    for (const key of KEYS) {
      const box = boxes[key];
      if (box) setChecked(box, choices[key]);
    }
  };
  const readChoices = (): ConsentChoices => {
    const checked = (key: (typeof KEYS)[number]) => boxes[key]?.getAttribute("aria-checked") === "true";
    return {
      analytics: checked("analytics"),
      marketing: checked("marketing"),
      functional: checked("functional"),
    };
  };
  const show = (expanded: boolean) => {
    if (!banner.isConnected) parent.insertBefore(banner, anchor.nextSibling);
    banner.hidden = false;
    setExpanded(expanded);
  };
  const hide = () => banner.remove();
  const decide = (choices: ConsentChoices) => {
    saveConsent(choices);
    hide();
  };

  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>("button");
    if (!target || target.hasAttribute("disabled")) return;
    const action = target.dataset.consent;
    if (action === "customize") setExpanded(target.getAttribute("aria-expanded") !== "true");
    else if (action === "reject") decide(REJECT_ALL);
    else if (action === "accept") decide(ACCEPT_ALL);
    else if (action === "save") decide(readChoices());
    else if (target.getAttribute("role") === "checkbox")
      setChecked(target, target.getAttribute("aria-checked") !== "true");
  };
  const onStorage = (event: StorageEvent) => {
    if ((event.key === storageKeys.cookieConsent || event.key === null) && readConsent()) hide();
  };
  const offOpen = onAppEvent(appEvents.openCookieSettings, () => {
    const stored = readConsent();
    setChoices(stored ?? REJECT_ALL);
    show(true);
  });
  banner.addEventListener("click", onClick);
  window.addEventListener("storage", onStorage);
  if (readConsent()) hide();
  else show(false);
  return () => {
    offOpen();
    banner.removeEventListener("click", onClick);
    window.removeEventListener("storage", onStorage);
  };
}
