import type { ReviewQueue } from "@brainy/contract";
import { Brain, Flame } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink, Card } from "../../../components/ui/index.ts";
import { HOME_NS } from "../messages.ts";

/** Reviews due today and the review streak, beside the focus panel. */
export function ReviewPanel({ queue }: { queue: ReviewQueue | undefined }) {
  const { t } = useTranslation(HOME_NS);
  if (!queue) {
    return (
      <Card className="flex flex-col gap-4" aria-busy="true">
        <div aria-hidden="true" className="h-5 w-24 animate-pulse rounded-lg bg-surface-2" />
        <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-surface-2" />
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-4" data-testid="review-panel">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Brain aria-hidden="true" size={18} className="text-primary" /> {t("review.title")}
        </h2>
        <span
          className="inline-flex items-center gap-1 rounded-full bg-warning/10 px-2.5 py-1 text-xs font-medium text-text"
          data-testid="review-streak"
        >
          <Flame aria-hidden="true" size={14} className="text-warning" />
          {t("streak", { count: queue.streakDays })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-xs text-muted">{t("review.dueToday")}</dt>
          <dd className="text-2xl font-bold" data-testid="review-due-today">
            {queue.dueToday}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t("review.reviewedToday")}</dt>
          <dd className="text-2xl font-bold">{queue.reviewedToday}</dd>
        </div>
      </dl>
      {queue.dueToday > 0 && (
        <ButtonLink to="/review" className="self-start">
          {t("review.reviewNow")}
        </ButtonLink>
      )}
    </Card>
  );
}
