import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { storageKeys } from "../../../lib/storage.ts";
import { CookieBannerMarkup } from "../components/cookie-banner.tsx";
import { REJECT_ALL, saveConsent } from "./consent.ts";
import { enhanceStaticCookieBanner } from "./static-banner.ts";

const stored = () => JSON.parse(localStorage.getItem(storageKeys.cookieConsent) ?? "null");

/** The banner as the prerendered landing page has it: HTML, folded and hidden, no React. */
function mount() {
  document.body.innerHTML = `<div id="root">${renderToString(
    <CookieBannerMarkup expanded={false} choices={REJECT_ALL} hidden />,
  )}</div>`;
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]")!;
  const stop = enhanceStaticCookieBanner(banner);
  return { banner, stop };
}

describe("the prerendered page's cookie banner", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    localStorage.clear();
  });

  it("shows when nothing is stored; Reject All stores only necessary and removes it", () => {
    const { banner, stop } = mount();
    expect(screen.getByRole("region", { name: "Cookies on Brainy AI" })).toBe(banner);
    expect(screen.queryByRole("button", { name: "Save Preferences" })).toBeNull();
    screen.getByRole("button", { name: "Reject All" }).click();
    expect(stored()).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(banner.isConnected).toBe(false);
    stop();
  });

  it("stays out when consent is stored", () => {
    saveConsent(REJECT_ALL);
    const { banner, stop } = mount();
    expect(banner.isConnected).toBe(false);
    expect(screen.queryByRole("region")).toBeNull();
    stop();
  });

  it("Customize Settings unfolds the categories; ticks are saved by Save Preferences", () => {
    const { stop } = mount();
    const customize = screen.getByRole("button", { name: "Customize Settings" });
    customize.click();
    expect(customize.getAttribute("aria-expanded")).toBe("true");
    const necessary = screen.getByRole("checkbox", { name: /Necessary/ });
    expect(necessary.hasAttribute("disabled")).toBe(true);
    expect(necessary.getAttribute("aria-checked")).toBe("true");
    // Accept All steps back to a secondary button once Save Preferences is the main action.
    expect(screen.getByRole("button", { name: "Accept All" }).className).toContain("bg-surface-2");
    screen.getByRole("checkbox", { name: "Marketing" }).click();
    // The label ticks its box too.
    screen.getByText("Functional").click();
    expect(screen.getByRole("checkbox", { name: "Functional" }).getAttribute("aria-checked")).toBe("true");
    screen.getByRole("button", { name: "Save Preferences" }).click();
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: true, functional: true });
    stop();
  });

  it("the cookie-settings signal reopens it unfolded with the stored choices", () => {
    const { banner, stop } = mount();
    screen.getByRole("button", { name: "Accept All" }).click();
    expect(banner.isConnected).toBe(false);
    emitAppEvent(appEvents.openCookieSettings);
    expect(banner.isConnected).toBe(true);
    expect(screen.getByRole("checkbox", { name: "Analytics" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("button", { name: "Save Preferences" })).toBeTruthy();
    stop();
  });
});
