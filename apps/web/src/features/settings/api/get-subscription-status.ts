import { isProStatus, type SubscriptionStatus, SubscriptionStatusSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useStoreFetchedTier } from "../../../lib/tier.ts";

/** GET /api/subscriptions/status with the plan limits. */
export function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return api("/subscriptions/status", { schema: SubscriptionStatusSchema });
}

/** The subscription; each answer read keeps the stored tier in step. */
export function useSubscriptionStatus() {
  const query = useQuery({ queryKey: queryKeys.subscription.status, queryFn: getSubscriptionStatus });
  useStoreFetchedTier(query.data && (isProStatus(query.data) ? "pro" : "free"), query.dataUpdatedAt);
  return query;
}
