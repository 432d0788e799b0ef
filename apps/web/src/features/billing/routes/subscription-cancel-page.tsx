import { Check, CircleX } from "lucide-react";
import { useNavigate } from "react-router";
import { Button, ButtonLink, Card } from "../../../components/ui/index.ts";
import { plans } from "../../../content/plans.ts";
import { siteContact } from "../../../content/site.ts";
import { BillingFrame } from "../components/billing-frame.tsx";

/** /subscription/cancel: the learner left the checkout; nothing was paid and the Free plan stays. */
export function Component() {
  const navigate = useNavigate();
  const free = plans.find((plan) => plan.id === "free")!;
  return (
    <BillingFrame title="Upgrade Cancelled">
      <Card className="flex flex-col items-center gap-6 p-6 text-center sm:p-10">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-surface-2 text-muted">
          <CircleX aria-hidden="true" size={32} />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Upgrade Cancelled</h1>
          <p className="mt-2 text-muted">
            No payment was made. You are still on the Free plan, which includes:
          </p>
        </div>
        <ul className="flex w-full flex-col gap-2 text-left text-sm">
          {free.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2.5">
              <Check aria-hidden="true" size={16} className="shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
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
      </Card>
    </BillingFrame>
  );
}
