import { FREE_TOPIC_LIMIT_MESSAGE } from "@brainy/contract";
import { Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button, Dialog } from "../../components/ui/index.ts";
import { appEvents, onAppEvent } from "../../lib/events.ts";
import { ProBenefits } from "./pro-benefits.tsx";

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
      <ProBenefits />
    </Dialog>
  );
}
