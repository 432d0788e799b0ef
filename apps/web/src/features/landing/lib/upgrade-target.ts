/** Where the pricing upgrade button sends the visitor, with the router state to pass along. */
export type UpgradeTarget = { to: string; state?: { activeTab: "subscription" } };

/**
 * Checkout is not built yet, so the button follows the spec's no-token rule: a visitor without a
 * stored token registers for Pro; a signed-in user opens the subscription tab of the settings.
 */
export function resolveUpgradeTarget(token: string | null): UpgradeTarget {
  if (!token) return { to: "/register?plan=pro" };
  return { to: "/settings", state: { activeTab: "subscription" } };
}
