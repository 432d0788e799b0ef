import { type UsageSummary, UsageSummarySchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/usage: this month's lessons, chat messages and tokens, today's token budget, the plan's limits. */
export function getUsage(): Promise<UsageSummary> {
  return api("/usage", { schema: UsageSummarySchema });
}

/** The learner's usage, read afresh each time the tab opens (it changes with every AI call). */
export function useUsage() {
  return useQuery({ queryKey: queryKeys.usage, queryFn: getUsage, staleTime: 0 });
}
