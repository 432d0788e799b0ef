import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, api } from "./api-client.ts";
import { REGISTER_FOR_PRO } from "./checkout-paths.ts";
import { readToken } from "./session.ts";

export { REGISTER_FOR_PRO };

/** The error texts of the two places that start a checkout. */
export const CHECKOUT_MESSAGES = {
  pricing: {
    initiate: "Failed to initiate upgrade. Please try again.",
    redirect: "Failed to redirect to checkout. Please try again.",
  },
  settings: { initiate: "Failed to initiate upgrade.", redirect: "Failed to redirect to checkout." },
} as const;

export type CheckoutOutcome =
  | { kind: "redirected" }
  | { kind: "register" }
  | { kind: "failed"; stage: "initiate" | "redirect"; error?: unknown };

/**
 * Starts a Pro checkout: creates the session on the server, then sends the browser to its URL (Stripe's
 * hosted page, or our own /checkout page for the local provider). No token or a 401 goes to register for Pro.
 */
export async function startCheckout(go: (to: string) => void | Promise<void>): Promise<CheckoutOutcome> {
  if (!readToken()) {
    await go(REGISTER_FOR_PRO);
    return { kind: "register" };
  }
  let url: string;
  try {
    // The contract's validators load on the click, not with the pricing section.
    const { CheckoutSessionSchema } = await import("@brainy/contract");
    url = (
      await api("/subscriptions/create-checkout-session", { method: "POST", schema: CheckoutSessionSchema })
    ).url;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await go(REGISTER_FOR_PRO);
      return { kind: "register" };
    }
    return { kind: "failed", stage: "initiate", error };
  }
  try {
    if (url.startsWith("/") && !url.startsWith("//")) await go(url);
    else if (/^https:\/\//.test(url)) window.location.assign(url);
    else throw new Error("Unexpected checkout URL");
    return { kind: "redirected" };
  } catch (error) {
    return { kind: "failed", stage: "redirect", error };
  }
}

/** The upgrade button's states: idle, processing (until the page changes), and the error to show. */
export function useCheckout(messages: { initiate: string; redirect: string }) {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function start() {
    setError(null);
    setProcessing(true);
    const outcome = await startCheckout((to) => navigate(to));
    if (outcome.kind === "failed") {
      // A server message (already Pro, payments unavailable) says more than the generic text.
      const detail =
        outcome.error instanceof ApiError && outcome.error.status < 500 && outcome.error.status !== 401
          ? ` ${outcome.error.message}`
          : "";
      setError(`${messages[outcome.stage]}${detail}`);
      setProcessing(false);
    } else if (outcome.kind === "register") {
      setProcessing(false);
    }
    // Redirected: stay "processing" while the checkout page loads.
  }
  return { start, processing, error, clearError: () => setError(null) };
}
