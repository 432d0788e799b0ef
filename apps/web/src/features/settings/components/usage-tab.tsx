import type { UsageSummary } from "@brainy/contract";
import { BookOpen, Coins, MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Badge, Card, PageError, ProgressBar, Spinner } from "../../../components/ui/index.ts";
import { useUsage } from "../api/get-usage.ts";

const number = (value: number) => value.toLocaleString("en-GB");
const limit = (value: number | null, unit: string) =>
  value === null ? "Unlimited" : `${number(value)} ${unit}`;

/** "in 5 hours", "in 40 minutes": how long until a moment. */
function untilLabel(iso: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.round((new Date(iso).getTime() - now) / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} hour${hours === 1 ? "" : "s"}`;
}

function Stat({
  icon,
  label,
  value,
  detail,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-surface-2/60 p-4 sm:grid-cols-1 sm:content-start">
      <dt className="flex items-center gap-2 text-sm text-muted">
        <span aria-hidden="true" className="rounded-lg bg-primary/10 p-1.5 text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums text-text">{value}</dd>
      {detail && <dd className="col-span-2 text-xs text-muted sm:col-span-1">{detail}</dd>}
    </div>
  );
}

/** Settings → Usage: what the learner used this month and today, against their plan's limits. */
export function UsageTab() {
  const usage = useUsage();
  if (usage.isPending) {
    return (
      <Card className="flex justify-center p-10">
        <Spinner label="Loading your usage" showLabel />
      </Card>
    );
  }
  if (usage.isError || !usage.data) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <PageError
          className="items-center"
          message="Failed to load your usage."
          onRetry={() => void usage.refetch()}
        />
      </Card>
    );
  }
  return <UsageDetails usage={usage.data} />;
}

function UsageDetails({ usage }: { usage: UsageSummary }) {
  const monthName = new Date(usage.month.start).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const tokens = usage.month.inputTokens + usage.month.outputTokens;
  const budget = usage.limits.dailyTokens;
  const planName = usage.plan === "pro" ? "Pro" : "Free";
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5 sm:p-7">
        <section aria-labelledby="usage-month-heading" className="flex flex-col gap-5">
          <div>
            <h2 id="usage-month-heading" className="text-lg font-semibold text-text">
              This month
            </h2>
            <p className="text-sm text-muted">What the AI did for you in {monthName} so far.</p>
          </div>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Stat
              icon={<BookOpen size={18} />}
              label="Lessons written"
              value={number(usage.month.lessonsWritten)}
            />
            <Stat
              icon={<MessageSquare size={18} />}
              label="Chat messages"
              value={number(usage.month.chatMessages)}
            />
            <Stat
              icon={<Coins size={18} />}
              label="AI tokens"
              value={number(tokens)}
              detail={`${number(usage.month.inputTokens)} read · ${number(usage.month.outputTokens)} written`}
            />
          </dl>
        </section>
      </Card>

      <Card className="p-5 sm:p-7">
        <section aria-labelledby="usage-today-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="usage-today-heading" className="text-lg font-semibold text-text">
              Today's AI allowance
            </h2>
            <Badge>{planName} plan</Badge>
          </div>
          {budget === null ? (
            <p className="text-sm text-muted">
              Your plan has no daily token budget. You used {number(usage.today.usedTokens)} tokens today.
            </p>
          ) : (
            <>
              <ProgressBar label="Today's tokens used" value={(usage.today.usedTokens / budget) * 100} />
              <p className="text-sm text-text">
                <span className="font-semibold tabular-nums">{number(usage.today.usedTokens)}</span> of{" "}
                {number(budget)} tokens used ·{" "}
                <span className="font-semibold tabular-nums">{number(usage.today.tokensLeft ?? 0)}</span> left
              </p>
              <p className="text-sm text-muted">
                Resets at midnight UTC, {untilLabel(usage.today.resetsAt)}. Once it is used up, lessons and
                chat wait until then.
              </p>
            </>
          )}
          <div className="border-t border-border pt-4">
            <h3 className="text-sm font-semibold text-text">Your plan's limits</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
              <dt className="text-muted">Lessons written</dt>
              <dd className="text-text">{limit(usage.limits.lessonGenerationsPerDay, "a day")}</dd>
              <dt className="text-muted">Chat messages</dt>
              <dd className="text-text">{limit(usage.limits.chatMessagesPerDay, "a day")}</dd>
              <dt className="text-muted">AI tokens</dt>
              <dd className="text-text">{limit(usage.limits.dailyTokens, "a day")}</dd>
            </dl>
          </div>
        </section>
      </Card>
    </div>
  );
}
