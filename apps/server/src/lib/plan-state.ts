/** A renewing plan whose period ended this long ago without a renewal (no webhook, no payment) lapses. */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Whether a subscriptions row grants its tier now: active (renewing) until a missed renewal's grace
 * runs out; canceled until the paid period ends; past_due and expired never.
 */
export function isPlanActive(row: { status: string; periodEnd: Date | null }, now = Date.now()): boolean {
  const end = row.periodEnd?.getTime();
  if (row.status === "active") return end === undefined || end + RENEWAL_GRACE_MS > now;
  if (row.status === "canceled") return end !== undefined && end > now;
  return false;
}
