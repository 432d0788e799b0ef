import type { LessonQuotaDetails } from "@brainy/contract";
import { Hourglass, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button, Dialog } from "../../components/ui/index.ts";
import { appEvents, onAppEvent } from "../../lib/events.ts";
import { hoursLabel, lessonQuotaFrom } from "../../lib/plan-limit.ts";
import { ProBenefits } from "./pro-benefits.tsx";

/**
 * 'Daily Lesson Limit Reached': the Free plan's actual limit when a new lesson cannot be written
 * today (a 429), with the hours until it resets and the upgrade. Not the topic limit's dialog,
 * whose 'You've completed 1 topic' would be false here.
 */
export function DailyLessonLimitDialog() {
  const [quota, setQuota] = useState<LessonQuotaDetails | null>(null);
  const navigate = useNavigate();
  useEffect(() => onAppEvent(appEvents.dailyLessonLimit, (detail) => setQuota(lessonQuotaFrom(detail))), []);

  function upgrade() {
    setQuota(null);
    void navigate("/settings", { state: { activeTab: "subscription" } });
  }

  const perDay = quota?.maxRequests ?? 1;
  return (
    <Dialog
      open={quota !== null}
      onOpenChange={(open) => {
        if (!open) setQuota(null);
      }}
      size="sm"
      title="Daily Lesson Limit Reached"
      description={`The Free plan writes ${perDay} new ${perDay === 1 ? "lesson" : "lessons"} every 24 hours, and you have used today's.`}
      footer={
        <>
          <Button variant="ghost" onClick={() => setQuota(null)}>
            Maybe Later
          </Button>
          <Button onClick={upgrade}>
            <Sparkles aria-hidden="true" size={16} />
            Upgrade to Pro
          </Button>
        </>
      }
    >
      {quota && (
        <div className="mb-4 flex items-start gap-3 rounded-lg bg-warning/10 p-3 text-sm text-text">
          <Hourglass aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-warning" />
          <p>
            Your next lesson unlocks in <strong>{hoursLabel(quota.hoursUntilReset)}</strong>. Lessons you have
            already opened stay available.
          </p>
        </div>
      )}
      <ProBenefits />
    </Dialog>
  );
}
