import { Check, RotateCcw, ShieldCheck } from "lucide-react";
import { Badge, ButtonLink, cx } from "../../../components/ui/index.ts";
import { MONEY_BACK_DAYS, plans } from "../../../content/plans.ts";
import { landingSections } from "../lib/sections.ts";
import { LandingSection, SectionHeading } from "./reveal.tsx";
import { UpgradeButton } from "./upgrade-button.tsx";

/** Pricing: Free ($0/month) and Pro (£5/month) with the plan features, guarantee and cancel-anytime. */
export function PricingSection() {
  return (
    <LandingSection id={landingSections.pricing} labelledBy="pricing-title" className="bg-surface/40">
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="Start free. Upgrade when you're ready."
        lead="The free plan is yours for as long as you like. Pro lifts the limits for learners who want to go further."
      />
      <div className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
        {plans.map((plan) => {
          const pro = plan.id === "pro";
          return (
            <article
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className={cx(
                "relative flex flex-col rounded-3xl border bg-surface p-7",
                pro ? "border-primary/70 shadow-xl shadow-primary/15" : "border-border",
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 id={`plan-${plan.id}`} className="text-xl font-bold">
                  {plan.name}
                </h3>
                {pro && <Badge variant="primary">Most popular</Badge>}
              </div>
              <p className="mt-2 text-sm text-muted">{plan.tagline}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-5xl font-extrabold tracking-tight">{plan.price}</span>
                <span className="text-muted">{plan.period}</span>
              </p>
              <div className="mt-6">
                {pro ? (
                  <UpgradeButton />
                ) : (
                  <ButtonLink to="/register?plan=free" variant="secondary" size="lg" className="w-full">
                    Get started free
                  </ButtonLink>
                )}
              </div>
              {pro && <p className="mt-6 text-sm font-semibold">Everything in Free, plus:</p>}
              <ul className={cx("space-y-3 text-sm", pro ? "mt-3" : "mt-6 mb-6")}>
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check
                      aria-hidden="true"
                      size={18}
                      className={cx("shrink-0", pro ? "text-primary" : "text-success")}
                    />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              {!pro && (
                <p className="mt-auto border-t border-border pt-5 text-sm text-muted">
                  No card required. Upgrade whenever you need more.
                </p>
              )}
              {pro && (
                <ul className="mt-6 space-y-2 border-t border-border pt-5 text-sm text-muted">
                  <li className="flex items-center gap-2">
                    <ShieldCheck aria-hidden="true" size={16} className="text-success" />
                    {MONEY_BACK_DAYS}-day money-back guarantee
                  </li>
                  <li className="flex items-center gap-2">
                    <RotateCcw aria-hidden="true" size={16} className="text-success" />
                    Renews monthly. Cancel anytime.
                  </li>
                </ul>
              )}
            </article>
          );
        })}
      </div>
    </LandingSection>
  );
}
