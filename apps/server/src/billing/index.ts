import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { createLocalBillingProvider } from "./local.ts";
import type { BillingProvider } from "./provider.ts";

export type { BillingProvider } from "./provider.ts";

/**
 * The billing provider BILLING_PROVIDER names: the local test-mode checkout (default) or Stripe
 * (its SDK loaded only then).
 */
export async function createBillingProvider(options: { config: Config; db: Db }): Promise<BillingProvider> {
  const { config } = options;
  if (config.BILLING_PROVIDER === "local") return createLocalBillingProvider({ db: options.db });
  // loadConfig has already refused BILLING_PROVIDER=stripe without its keys.
  const { createStripeBillingProvider } = await import("./stripe.ts");
  return createStripeBillingProvider({
    secretKey: config.STRIPE_SECRET_KEY!,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    priceId: config.STRIPE_PRICE_ID!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    publicUrl: config.PUBLIC_URL,
    apiUrl: config.STRIPE_API_URL,
  });
}
