import { FREE_TOPIC_LIMIT_MESSAGE } from "@brainy/contract";
import { Check, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button, Dialog } from "../../components/ui/index.ts";
import { appEvents, onAppEvent } from "../../lib/events.ts";

const proBenefits = [
  "Up to 10 goals in progress",
  "Unlimited AI chat queries",
  "Unlimited lessons and assessments",
  "The best AI models",
];

/**
 * True for a pro-required event body that is the goal limit (details.reason GOAL_LIMIT): the
 * goals page answers those with its own 'Goal Limit Reached' modal.
 */
export function isGoalLimitEvent(detail: unknown): boolean {
  if (!detail || typeof detail !== "object") return false;
  const body = detail as { details?: unknown; Details?: unknown };
  const details = (body.details ?? body.Details) as { reason?: unknown; Reason?: unknown } | null | undefined;
  return !!details && typeof details === "object" && (details.reason ?? details.Reason) === "GOAL_LIMIT";
}

/** 'Free Plan Limit Reached': opens when a request answers 402 (the api client's proRequired event). */
export function ProRequiredDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(
    () =>
      onAppEvent(appEvents.proRequired, (detail) => {
        if (!isGoalLimitEvent(detail)) setOpen(true);
      }),
    [],
  );

  function upgrade() {
    setOpen(false);
    void navigate("/settings", { state: { activeTab: "subscription" } });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title="Free Plan Limit Reached"
      description={FREE_TOPIC_LIMIT_MESSAGE}
      footer={
        <>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Maybe Later
          </Button>
          <Button onClick={upgrade}>
            <Sparkles aria-hidden="true" size={16} />
            Upgrade to Pro
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm font-semibold text-text">Pro gives you:</p>
      <ul className="flex flex-col gap-2.5">
        {proBenefits.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2.5 text-sm text-text">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
              <Check aria-hidden="true" size={13} strokeWidth={3} />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
