import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { storageKeys } from "../../../lib/storage.ts";
import { CookieBanner } from "./cookie-banner.tsx";

const stored = () => JSON.parse(localStorage.getItem(storageKeys.cookieConsent) ?? "null");

describe("CookieBanner", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("asks when nothing is stored; Accept All stores every category and hides it", () => {
    render(<CookieBanner />);
    expect(screen.getByRole("region", { name: "Cookies on Brainy AI" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Preferences" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Accept All" }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: true, functional: true });
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("Customize Settings shows the categories and Save Preferences stores the ticked ones", () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole("button", { name: "Customize Settings" }));
    expect(screen.getByRole("checkbox", { name: /Necessary/ }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Marketing" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: true, functional: false });
  });

  it("stays hidden when a valid consent exists and reopens on the cookie-settings event", () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole("button", { name: "Reject All" }));
    cleanup();
    render(<CookieBanner />);
    expect(screen.queryByRole("region")).toBeNull();
    act(() => emitAppEvent(appEvents.openCookieSettings));
    expect(screen.getByRole("button", { name: "Save Preferences" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Analytics" }).getAttribute("aria-checked")).toBe("false");
  });
});
