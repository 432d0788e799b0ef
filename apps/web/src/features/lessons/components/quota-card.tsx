import type { LessonQuotaDetails } from "@brainy/contract";
import { Hourglass } from "lucide-react";
import { Button, Card } from "../../../components/ui/index.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";

/** The Free plan's daily lesson limit, said kindly: when the next lesson unlocks, and the way past it. */
export function QuotaCard({ details }: { details: LessonQuotaDetails }) {
  const hours = details.hoursUntilReset;
  return (
    <Card className="flex flex-col items-start gap-3">
      <div className="flex items-center gap-2">
        <Hourglass aria-hidden="true" size={20} className="text-warning" />
        <h2 className="text-lg font-semibold">You have used today's free lesson</h2>
      </div>
      <p className="text-muted">{details.subscriptionMessage}.</p>
      <p>
        Your next lesson unlocks in{" "}
        <strong>
          {hours} {hours === 1 ? "hour" : "hours"}
        </strong>{" "}
        ({details.currentCount} of {details.maxRequests} used). Lessons you have already opened stay
        available.
      </p>
      <Button onClick={() => emitAppEvent(appEvents.dailyLessonLimit, details)}>Upgrade to Pro</Button>
    </Card>
  );
}
