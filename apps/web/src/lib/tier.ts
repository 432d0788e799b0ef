import { isProStatus, type PlanTier, SubscriptionStatusSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
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
  try {
    const status = await api("/subscriptions/status", { schema: SubscriptionStatusSchema });
    return isProStatus(status) ? "pro" : "free";
  } catch {
    return "free";
  }
}

/**
 * Stores the tier a query read each time it reads it while this component is mounted (a cached
 * answer shown on mount is not stored again: it may be older than the stored tier).
 */
export function useStoreFetchedTier(tier: Tier | undefined, updatedAt: number): void {
  const seen = useRef(updatedAt);
  useEffect(() => {
    if (tier === undefined || updatedAt === seen.current) return;
    seen.current = updatedAt;
    storeTier(tier);
  }, [tier, updatedAt]);
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
  useStoreFetchedTier(query.data, query.dataUpdatedAt);
  const stored = useSyncExternalStore(subscribeToTier, readStoredTier, () => null);
  const tier = stored ?? query.data ?? "free";
  return { tier, isPro: tier === "pro", isLoading: isLoggedIn && stored === null && query.isPending };
}
