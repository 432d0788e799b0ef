import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { ApiError } from "../lib/api-client.ts";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Offline, a read still runs once: the service worker may answer it from its kept copy.
      networkMode: "offlineFirst",
      refetchOnWindowFocus: false,
      // Client errors (401, 402, 404) will not fix themselves by retrying.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

/** Query cache and router; app-wide UI (toasts, session handling) lives in the root layout. */
export function AppProviders({ router }: { router: DataRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
