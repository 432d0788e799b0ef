import { Check, Crown, Sparkles } from "lucide-react";
import { Badge, Button, Card, cx, Spinner } from "../../../components/ui/index.ts";
import { MONEY_BACK_DAYS, type Plan, plans } from "../../../content/plans.ts";
import { useTier } from "../../../lib/tier.ts";

/**
 * Current plan and a Free vs Pro comparison. Checkout is not built yet, so the upgrade button is
 * disabled with a note; the header's Get Pro button already lands here.
 */
export function SubscriptionTab() {
  const { tier, isPro, isLoading } = useTier();
  if (isLoading) {
    return (
      <Card className="flex justify-center p-10">
        <Spinner label="Loading your plan" showLabel />
      </Card>
    );
  }
  const currentPlan = plans.find((plan) => plan.id === tier) ?? plans[0]!;
  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-7">
        <div className="flex items-center gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary-strong">
            {isPro ? <Crown aria-hidden="true" size={24} /> : <Sparkles aria-hidden="true" size={24} />}
          </span>
          <div>
            <h2 className="text-lg font-semibold text-text">
              Current plan: <span data-testid="current-plan">{currentPlan.name}</span>
            </h2>
            <p className="text-sm text-muted">{currentPlan.tagline}</p>
          </div>
        </div>
        <Badge variant={isPro ? "success" : "neutral"} className="self-start sm:self-auto">
          {isPro ? "Active" : "Free forever"}
        </Badge>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {plans.map((plan) => (
          <PlanColumn key={plan.id} plan={plan} current={plan.id === currentPlan.id} isPro={isPro} />
        ))}
      </div>
    </div>
  );
}

function PlanColumn({ plan, current, isPro }: { plan: Plan; current: boolean; isPro: boolean }) {
  const highlighted = plan.id === "pro";
  return (
    <Card
      className={cx(
        "flex flex-col gap-5 p-5 sm:p-6",
        highlighted && "border-primary/60 bg-gradient-to-b from-primary/10 to-surface",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-text">{plan.name}</h3>
          <p className="mt-1 text-3xl font-bold text-text">
            {plan.price}
            <span className="text-sm font-normal text-muted">{plan.period}</span>
          </p>
        </div>
        {current && <Badge variant="primary">Your plan</Badge>}
      </div>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-text">
            <Check aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.id === "pro" && !isPro && (
        <div className="flex flex-col gap-2">
          <Button size="lg" disabled aria-describedby="upgrade-note" className="w-full">
            Upgrade to Pro
          </Button>
          <p id="upgrade-note" className="text-center text-xs text-muted">
            Checkout is coming soon: you'll be able to upgrade right here. {MONEY_BACK_DAYS}-day money-back
            guarantee, cancel anytime.
          </p>
        </div>
      )}
    </Card>
  );
}
