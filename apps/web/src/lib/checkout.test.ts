import { afterEach, describe, expect, it, vi } from "vitest";
import { startCheckout } from "./checkout.ts";
import { storageKeys } from "./storage.ts";

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("startCheckout", () => {
  it("sends a visitor without a token to register for Pro, without calling the server", async () => {
    const fetchMock = answer(200, {});
    const go = vi.fn();
    expect(await startCheckout(go)).toEqual({ kind: "register" });
    expect(go).toHaveBeenCalledWith("/register?plan=pro");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates the session and follows its local URL inside the app", async () => {
    localStorage.setItem(storageKeys.token, "a.b.c");
    const fetchMock = answer(200, { sessionId: "cs_local_x", publicKey: null, url: "/checkout/cs_local_x" });
    const go = vi.fn();
    expect(await startCheckout(go)).toEqual({ kind: "redirected" });
    expect(go).toHaveBeenCalledWith("/checkout/cs_local_x");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/subscriptions/create-checkout-session");
  });

  it("goes to register on a 401, and reports a failed start otherwise", async () => {
    localStorage.setItem(storageKeys.token, "a.b.c");
    answer(401, { error: "UNAUTHORIZED", message: "Authentication required" });
    const go = vi.fn();
    expect(await startCheckout(go)).toEqual({ kind: "register" });
    expect(go).toHaveBeenCalledWith("/register?plan=pro");

    localStorage.setItem(storageKeys.token, "a.b.c");
    answer(503, { error: "BILLING_UNAVAILABLE", message: "down" });
    expect(await startCheckout(vi.fn())).toMatchObject({ kind: "failed", stage: "initiate" });
  });

  it("refuses a checkout URL that is neither ours nor https", async () => {
    localStorage.setItem(storageKeys.token, "a.b.c");
    answer(200, { sessionId: "cs", publicKey: null, url: "javascript:alert(1)" });
    expect(await startCheckout(vi.fn())).toMatchObject({ kind: "failed", stage: "redirect" });
  });
});
