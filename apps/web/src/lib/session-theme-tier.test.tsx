import { PLAN_LIMITS } from "@brainy/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appEvents, onAppEvent } from "./events.ts";
import { clearSession, saveToken, useSession, useSessionEnd } from "./session.ts";
import { storageKeys } from "./storage.ts";
import { useTheme } from "./theme.ts";
import { fetchTier, useTier } from "./tier.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Simulates another tab writing local storage (the browser fires `storage` only in other tabs). */
function writeFromOtherTab(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: value }));
}

describe("session", () => {
  it("saveToken logs in and signals auth-change; clearSession logs out", () => {
    const heard = vi.fn();
    const off = onAppEvent(appEvents.authChange, heard);
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => saveToken("abc"));
    expect(result.current).toEqual({ token: "abc", isLoggedIn: true });
    act(() => clearSession());
    expect(result.current.isLoggedIn).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
    off();
  });

  it("re-checks login state when another tab changes the token", () => {
    const { result } = renderHook(() => useSession());
    act(() => writeFromOtherTab(storageKeys.token, "from-other-tab"));
    expect(result.current.token).toBe("from-other-tab");
    act(() => writeFromOtherTab(storageKeys.token, null));
    expect(result.current.isLoggedIn).toBe(false);
  });

  it("marks the session as expired when a 401 is signalled", () => {
    const { result } = renderHook(() => useSessionEnd());
    act(() => {
      window.dispatchEvent(new CustomEvent(appEvents.unauthorized));
    });
    expect(result.current).toBe("expired");
  });
});

describe("theme", () => {
  it("defaults to dark, toggles, stores and applies the theme", () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("dark");
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe("light");
    expect(localStorage.getItem(storageKeys.theme)).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("follows a theme change made in another tab", () => {
    const { result } = renderHook(() => useTheme());
    act(() => writeFromOtherTab(storageKeys.theme, "light"));
    expect(result.current.theme).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
  });
});

function answerStatus(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    ),
  );
}

const plans = { limits: PLAN_LIMITS.free, plans: PLAN_LIMITS };

function TierProbe() {
  const { isPro } = useTier();
  return <p>{isPro ? "pro user" : "free user"}</p>;
}

describe("tier", () => {
  it.each([
    [{ tier: "pro", isActive: true, endDate: null, ...plans }, "pro"],
    [{ tier: "pro", isActive: false, endDate: null, ...plans }, "free"],
    [{ Tier: "basic", IsActive: true, EndDate: null, ...plans }, "free"],
    [{ tier: "free", isActive: true, endDate: null, ...plans }, "free"],
  ])("treats %j as %s", async (body, expected) => {
    answerStatus(body);
    expect(await fetchTier()).toBe(expected);
  });

  it("falls back to free when the status request fails", async () => {
    answerStatus({ error: "INTERNAL", message: "boom" }, 500);
    expect(await fetchTier()).toBe("free");
  });

  it("broadcasts a tier change and the hook shows Pro", async () => {
    localStorage.setItem(storageKeys.token, "t");
    answerStatus({ tier: "pro", isActive: true, endDate: null, ...plans });
    const heard = vi.fn();
    const off = onAppEvent(appEvents.tierChange, heard);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    render(<TierProbe />, { wrapper });
    await waitFor(() => expect(screen.getByText("pro user")).toBeTruthy());
    expect(heard).toHaveBeenCalledWith("pro");
    expect(localStorage.getItem(storageKeys.subscriptionTier)).toBe("pro");
    off();
  });
});
