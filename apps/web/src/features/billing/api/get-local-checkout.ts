import { type LocalCheckout, LocalCheckoutSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/local-checkout/{id}: the test-mode checkout's session. */
export function getLocalCheckout(sessionId: string): Promise<LocalCheckout> {
  return api(`/local-checkout/${encodeURIComponent(sessionId)}`, { schema: LocalCheckoutSchema });
}

export function useLocalCheckout(sessionId: string) {
  return useQuery({
    queryKey: queryKeys.checkout(sessionId),
    queryFn: () => getLocalCheckout(sessionId),
    retry: false,
  });
}
