import { CircleX } from "lucide-react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/index.ts";
import { plans } from "../../../content/plans.ts";
import { siteContact } from "../../../content/site.ts";
import { BillingFrame } from "../components/billing-frame.tsx";
import { OutcomeCard } from "../components/outcome-card.tsx";

/** /subscription/cancel: the learner left the checkout; nothing was paid and the Free plan stays. */
export function Component() {
  const navigate = useNavigate();
  const free = plans.find((plan) => plan.id === "free")!;
  return (
    <BillingFrame title="Upgrade Cancelled">
      <OutcomeCard
        icon={<CircleX aria-hidden="true" size={32} />}
        iconClassName="bg-surface-2 text-muted"
        title="Upgrade Cancelled"
        lead="No payment was made. You are still on the Free plan, which includes:"
        features={free.features}
      >
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={() => void navigate("/", { state: { scrollTo: "pricing" } })}>
            Try Upgrade Again
          </Button>
          <ButtonLink to="/home" variant="secondary" size="lg">
            Go to Dashboard
          </ButtonLink>
        </div>
        <p className="text-sm text-muted">
          Questions or trouble paying? Write to{" "}
          <a href={`mailto:${siteContact.supportEmail}`} className="text-primary underline">
            {siteContact.supportEmail}
          </a>
          .
        </p>
      </OutcomeCard>
    </BillingFrame>
  );
}
