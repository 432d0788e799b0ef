import { type HealthResponse, HealthResponseSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/health, read for the AI provider that writes the content. */
export async function getAiProvider(): Promise<HealthResponse["aiProvider"]> {
  const health = await api("/health", { schema: HealthResponseSchema });
  return health.aiProvider;
}

/** True when the server says the offline demo model writes the content (it gets a 'Demo AI' label). */
export function useIsDemoAi(): boolean {
  const query = useQuery({
    queryKey: queryKeys.aiProvider,
    queryFn: getAiProvider,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data === "demo";
}
