import { type Dashboard, DashboardSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/dashboard: progress, the lesson to continue and totals, in one call. */
export function getDashboard(): Promise<Dashboard> {
  return api("/dashboard", { schema: DashboardSchema });
}

export function useDashboard() {
  return useQuery({ queryKey: ["dashboard"], queryFn: getDashboard, refetchOnMount: "always" });
}
