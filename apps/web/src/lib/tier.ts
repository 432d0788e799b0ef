import { isProStatus, type PlanTier, SubscriptionStatusSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { api } from "./api-client.ts";
import { appEvents, emitAppEvent } from "./events.ts";
import { queryKeys } from "./query-keys.ts";
import { useSession } from "./session.ts";
import { readStorage, storageKeys, writeStorage } from "./storage.ts";

/** The tier as the interface treats it: basic, inactive and unknown all count as free. */
export type Tier = PlanTier;

/** The last known tier, stored so the header does not flash Get Pro for a Pro user. */
export function readStoredTier(): Tier | null {
  const value = readStorage(storageKeys.subscriptionTier);
  return value === "pro" || value === "free" ? value : null;
}

/** Stores the tier and broadcasts a change (this tab: tierChange; other tabs: `storage`). */
export function storeTier(tier: Tier): void {
  if (readStoredTier() === tier) return;
  writeStorage(storageKeys.subscriptionTier, tier);
  emitAppEvent(appEvents.tierChange, tier);
}

/** Asks the server for the subscription; any failure falls back to free. */
export async function fetchTier(): Promise<Tier> {
  let tier: Tier = "free";
  try {
    const status = await api("/subscriptions/status", { schema: SubscriptionStatusSchema });
    tier = isProStatus(status) ? "pro" : "free";
  } catch {
    tier = "free";
  }
  storeTier(tier);
  return tier;
}

function subscribeToTier(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.subscriptionTier || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(appEvents.tierChange, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(appEvents.tierChange, onChange);
  };
}

/** The signed-in user's tier from GET /api/subscriptions/status, kept in step across tabs. */
export function useTier(): { tier: Tier; isPro: boolean; isLoading: boolean } {
  const { isLoggedIn } = useSession();
  const query = useQuery({ queryKey: queryKeys.subscription.tier, queryFn: fetchTier, enabled: isLoggedIn });
  const stored = useSyncExternalStore(subscribeToTier, readStoredTier, () => null);
  const tier = stored ?? query.data ?? "free";
  return { tier, isPro: tier === "pro", isLoading: isLoggedIn && stored === null && query.isPending };
}
