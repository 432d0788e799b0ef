import { ApiError } from "../../../lib/api-client.ts";

/**
 * Which goal-limit dialog a failed create answers: 402 is the Free limit, 409 with reason
 * GOAL_LIMIT the Pro maximum; null for any other failure.
 */
export function goalLimitVariantOf(error: unknown): "free-limit" | "pro-maximum" | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 402) return "free-limit";
  if (error.status === 409 && error.details?.reason === "GOAL_LIMIT") return "pro-maximum";
  return null;
}
