import { isProStatus, type PlanLimits, type SubscriptionStatus } from "@brainy/contract";
import { Check, Crown, ExternalLink, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge, Button, Card, Dialog, FormAlert, PageError, Spinner } from "../../../components/ui/index.ts";
import { MONEY_BACK_DAYS } from "../../../content/plans.ts";
import { CHECKOUT_MESSAGES, useCheckout } from "../../../lib/checkout.ts";
import { useCancelSubscription } from "../api/cancel-subscription.ts";
import { useSubscriptionStatus } from "../api/get-subscription-status.ts";
import { useOpenBillingPortal } from "../api/open-billing-portal.ts";

const CANCEL_FAILED = "Failed to cancel subscription.";
/** Spec part 2 §9: status messages clear after a few seconds; the cancel error after 5 s. */
const MESSAGE_MS = 5000;

const longDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" }) : "";

type PlanState = "free" | "active" | "canceled" | "expired";

function planState(status: SubscriptionStatus): PlanState {
  if (!isProStatus(status)) return status.tier === "pro" ? "expired" : "free";
  return status.cancelAtPeriodEnd ? "canceled" : "active";
}

/** Current plan, a Free vs Pro comparison from the server's limits, and Get Pro Plan or Cancel Subscription. */
export function SubscriptionTab() {
  const status = useSubscriptionStatus();
  if (status.isPending) {
    return (
      <Card className="flex justify-center p-10">
        <Spinner label="Loading your plan" showLabel />
      </Card>
    );
  }
  if (status.isError || !status.data) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <PageError
          className="items-center"
          message="Failed to load subscription status."
          onRetry={() => void status.refetch()}
        />
      </Card>
    );
  }
  return <PlanDetails status={status.data} />;
}

function PlanDetails({ status }: { status: SubscriptionStatus }) {
  const state = planState(status);
  const isPro = state === "active" || state === "canceled";
  const checkout = useCheckout(CHECKOUT_MESSAGES.settings);
  const cancel = useCancelSubscription();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const portal = useOpenBillingPortal();
  // Busy until the page has left for the portal.
  const portalBusy = portal.isPending || portal.isSuccess;

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function confirmCancel() {
    setConfirmOpen(false);
    try {
      const result = await cancel.mutateAsync();
      setNotice({ tone: "success", text: result.message });
    } catch {
      setNotice({ tone: "error", text: CANCEL_FAILED });
    }
  }

  function manageBilling() {
    portal.mutate(undefined, {
      onError: () => setNotice({ tone: "error", text: "Failed to open billing management." }),
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-5 sm:p-7">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary-strong">
              {isPro ? <Crown aria-hidden="true" size={24} /> : <Sparkles aria-hidden="true" size={24} />}
            </span>
            <div>
              <h2 className="text-lg font-semibold text-text">
                Current plan: <span data-testid="current-plan">{isPro ? "Pro" : "Free"}</span>
              </h2>
              <p className="text-sm text-muted" data-testid="plan-status">
                {state === "free" && "Everything you need to start learning with a plan."}
                {state === "active" && `Active · renews on ${longDate(status.endDate)}`}
                {state === "canceled" && `Canceled · Pro until ${longDate(status.endDate)}`}
                {state === "expired" && `Your Pro plan expired on ${longDate(status.endDate)}.`}
              </p>
            </div>
          </div>
          <Badge
            variant={state === "active" ? "success" : state === "canceled" ? "warning" : "neutral"}
            className="self-start sm:self-auto"
          >
            {state === "active" ? "Active" : state === "canceled" ? "Canceled" : "Free"}
          </Badge>
        </div>
        {notice && (
          <p
            role={notice.tone === "error" ? "alert" : "status"}
            className={
              notice.tone === "error"
                ? "rounded-xl border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-danger"
                : "rounded-xl border border-success/50 bg-success/10 px-3 py-2 text-sm text-text"
            }
          >
            {notice.text}
          </p>
        )}
        <FormAlert>{checkout.error}</FormAlert>
        {(!isPro || state === "active" || status.canManageBilling) && (
          <div className="flex flex-col gap-2 sm:flex-row">
            {!isPro && (
              <Button size="lg" loading={checkout.processing} onClick={() => void checkout.start()}>
                {checkout.processing ? "Processing..." : "Get Pro Plan"}
              </Button>
            )}
            {state === "active" && (
              <Button variant="outline" loading={cancel.isPending} onClick={() => setConfirmOpen(true)}>
                Cancel Subscription
              </Button>
            )}
            {status.canManageBilling && (
              <Button variant="secondary" loading={portalBusy} onClick={manageBilling}>
                Manage billing <ExternalLink aria-hidden="true" size={14} />
              </Button>
            )}
          </div>
        )}
        {!isPro && (
          <p className="text-xs text-muted">
            £5/month. {MONEY_BACK_DAYS}-day money-back guarantee, cancel anytime.
            {status.billingProvider === "local" &&
              " This server uses a test-mode checkout: no real payment is taken."}
          </p>
        )}
      </Card>
      <PlanComparison plans={status.plans} isPro={isPro} />
      <Dialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Cancel your Pro subscription?"
        description={`You keep Pro until ${longDate(status.endDate)}. After that your plan becomes Free; your goals, lessons and notes stay.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmOpen(false)}>
              Keep Pro
            </Button>
            <Button variant="danger" onClick={() => void confirmCancel()}>
              Cancel Subscription
            </Button>
          </>
        }
      />
    </div>
  );
}

const unlimited = (value: number | null, unit: string) => (value === null ? "Unlimited" : `${value} ${unit}`);
const examWindow = (count: number, days: number) =>
  `${count} per ${days === 1 ? "24 hours" : days === 7 ? "week" : `${days} days`}`;

function PlanComparison({ plans, isPro }: { plans: { free: PlanLimits; pro: PlanLimits }; isPro: boolean }) {
  const rows: { label: string; free: string; pro: string }[] = [
    { label: "Price", free: "$0/month", pro: "£5/month" },
    {
      label: "Goals in progress",
      free: String(plans.free.goalsInProgress),
      pro: `Up to ${plans.pro.goalsInProgress}`,
    },
    {
      label: "Topics per goal",
      free: unlimited(plans.free.topicsPerGoal, "per goal"),
      pro: unlimited(plans.pro.topicsPerGoal, "per goal"),
    },
    {
      label: "AI lesson generation",
      free: unlimited(plans.free.lessonGenerationsPerDay, "per 24 hours"),
      pro: unlimited(plans.pro.lessonGenerationsPerDay, "per 24 hours"),
    },
    {
      label: "AI chat messages",
      free: unlimited(plans.free.chatMessagesPerDay, "a day"),
      pro: unlimited(plans.pro.chatMessagesPerDay, "a day"),
    },
    {
      label: "Narrated lesson videos",
      free: `${plans.free.lessonVideosPerDay} per 24 hours`,
      pro: `${plans.pro.lessonVideosPerDay} per 24 hours`,
    },
    {
      label: "Practice exams",
      free: examWindow(plans.free.practiceExams, plans.free.practiceExamWindowDays),
      pro: examWindow(plans.pro.practiceExams, plans.pro.practiceExamWindowDays),
    },
    { label: "AI models", free: "Standard", pro: "Our best" },
    { label: "Notes, focus timer and roadmap", free: "Included", pro: "Included" },
  ];
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 pb-3 text-left text-base font-semibold text-text sm:px-5 sm:pt-5">
          Free vs Pro
        </caption>
        <thead>
          <tr className="border-y border-border bg-surface-2 text-muted">
            <th scope="col" className="px-4 py-2.5 font-medium sm:px-5">
              Feature
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              Free{!isPro && <span className="sr-only"> (your plan)</span>}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium text-primary-strong">
              Pro{isPro && <span className="sr-only"> (your plan)</span>}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-border last:border-0">
              <th scope="row" className="px-4 py-3 font-medium text-text sm:px-5">
                {row.label}
              </th>
              <td className="px-3 py-3 text-muted">{row.free}</td>
              <td className="px-3 py-3 text-text">
                <span className="inline-flex items-center gap-1.5">
                  <Check aria-hidden="true" size={14} className="shrink-0 text-success" />
                  {row.pro}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
