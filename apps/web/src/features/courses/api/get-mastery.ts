import { type Mastery, MasterySchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/review/mastery: how well each lesson and section is retained now (from its review cards). */
export function getMastery(): Promise<Mastery> {
  return api("/review/mastery", { schema: MasterySchema });
}

/** Read on each visit of the screen: retention falls with time and rises with reviews. */
export function useMastery() {
  return useQuery({ queryKey: queryKeys.review.mastery, queryFn: getMastery, refetchOnMount: "always" });
}
