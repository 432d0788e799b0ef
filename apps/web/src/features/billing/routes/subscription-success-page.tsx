import { useQueryClient } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink, Card, Spinner } from "../../../components/ui/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { readToken } from "../../../lib/session.ts";
import { storeTier } from "../../../lib/tier.ts";
import { confirmCheckout } from "../api/confirm-checkout.ts";
import { BillingFrame } from "../components/billing-frame.tsx";
import { OutcomeCard } from "../components/outcome-card.tsx";

/** Spec part 2 §9: the success page verifies for 2 seconds before confirming. */
export const VERIFY_DELAY_MS = 2000;

const UNLOCKED = [
  "Unlimited AI lessons",
  "Unlimited AI chat",
  "Advanced analytics",
  "Priority support",
  "Custom learning paths",
  "Knowledge graph access",
];

/**
 * /subscription/success?session_id=…: after checkout, 'Verifying your subscription...' for 2 s, then the
 * server confirms the session (it grants Pro only for a paid session of this user). The tier is set to
 * pro and broadcast to every tab; the status is then re-read so the server's answer wins.
 */
export function Component() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const queryClient = useQueryClient();
  const [verifying, setVerifying] = useState(true);

  useEffect(() => {
    let stopped = false;
    const timer = setTimeout(async () => {
      if (sessionId && readToken()) {
        try {
          await confirmCheckout(sessionId);
        } catch (error) {
          // Spec part 2 §8: a failed confirmation is logged only; the page still shows.
          console.error("Subscription confirmation failed", error);
        }
      }
      if (stopped) return;
      storeTier("pro");
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.tier });
      setVerifying(false);
    }, VERIFY_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, queryClient]);

  if (verifying) {
    return (
      <BillingFrame title="Verifying your subscription">
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <Spinner label="Verifying your subscription..." />
          <p className="text-lg font-medium">Verifying your subscription...</p>
        </Card>
      </BillingFrame>
    );
  }
  return (
    <BillingFrame title="Welcome to Brainy AI Pro">
      <OutcomeCard
        icon={<Crown aria-hidden="true" size={32} />}
        iconClassName="bg-primary/15 text-primary-strong"
        title="Welcome to Brainy AI Pro!"
        lead="Your upgrade is complete. Here is what you have unlocked:"
        features={UNLOCKED}
        listClassName="grid sm:grid-cols-2"
      >
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to="/home" size="lg">
            Continue to Dashboard
          </ButtonLink>
          <ButtonLink to="/settings" state={{ activeTab: "subscription" }} variant="secondary" size="lg">
            Manage Subscription
          </ButtonLink>
        </div>
        <p className="text-sm text-muted">
          Your subscription renews automatically every month. You can cancel anytime from Settings.
        </p>
        {sessionId && (
          <p className="max-w-full text-xs break-all text-muted">
            Session ID: <span className="font-mono">{sessionId}</span>
          </p>
        )}
      </OutcomeCard>
    </BillingFrame>
  );
}
