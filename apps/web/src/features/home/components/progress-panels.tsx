import type { Dashboard } from "@brainy/contract";
import { BookOpenCheck, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink, Card } from "../../../components/ui/index.ts";
import { HOME_NS } from "../messages.ts";

/** 2πr for r = 45: the circle's full stroke. */
const CIRCUMFERENCE = 283;

function Skeleton({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-surface-2 ${className}`} />;
}

/** Learning Progress: a circle with the share of lessons done, 'Lessons Done' and 'Topics Done'. */
export function LearningProgress({ stats }: { stats: Dashboard["stats"] | undefined }) {
  const { t } = useTranslation(HOME_NS);
  if (!stats) {
    return (
      <Card className="flex items-center gap-5" aria-busy="true">
        <Skeleton className="size-28 rounded-full" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-24" />
        </div>
      </Card>
    );
  }
  const percent = stats.completionPercentage;
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-base font-semibold">{t("progress.title")}</h2>
      <div className="flex flex-wrap items-center gap-6">
        <svg
          viewBox="0 0 100 100"
          className="size-28 shrink-0 -rotate-90"
          role="img"
          aria-label={t("progress.percentDone", { percent })}
        >
          <circle cx="50" cy="50" r="45" fill="none" stroke="var(--surface-2)" strokeWidth="8" />
          <circle
            cx="50"
            cy="50"
            r="45"
            fill="none"
            stroke="var(--primary)"
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE - (CIRCUMFERENCE * percent) / 100}
          />
          <text
            x="50"
            y="50"
            textAnchor="middle"
            dominantBaseline="central"
            className="fill-[var(--text)] text-[20px] font-bold"
            transform="rotate(90 50 50)"
          >
            {percent}%
          </text>
        </svg>
        <dl className="grid flex-1 grid-cols-2 gap-4">
          <div>
            <dt className="text-xs text-muted">{t("progress.lessonsDone")}</dt>
            <dd className="text-2xl font-bold">
              {stats.completedLessons}
              <span className="text-base font-medium text-muted"> / {stats.totalLessons}</span>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t("progress.topicsDone")}</dt>
            <dd className="text-2xl font-bold">
              {stats.completedRoadmaps}
              <span className="text-base font-medium text-muted"> / {stats.totalRoadmaps}</span>
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

/** Current Lesson: what to study next with its topic and time, or 'Start Learning'. */
export function ContinueLearning({
  lesson,
  loading,
  children,
}: {
  lesson: Dashboard["currentLesson"] | undefined;
  loading: boolean;
  /** What follows the current lesson: today's planned lessons. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(HOME_NS);
  if (loading) {
    return (
      <Card className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-9 w-28" />
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <BookOpenCheck aria-hidden="true" size={18} className="text-primary" /> {t("continue.title")}
      </h2>
      {lesson ? (
        <>
          <div className="flex flex-col gap-1">
            <p className="text-lg font-semibold break-words">{lesson.title}</p>
            <p className="text-sm text-muted">{lesson.roadmapName}</p>
            <p className="inline-flex items-center gap-1 text-sm text-muted">
              <Clock aria-hidden="true" size={14} />{" "}
              {t("continue.minutes", { minutes: lesson.estimatedMinutes })}
            </p>
          </div>
          <ButtonLink to={`/lessons/${lesson.id}`} className="self-start">
            {t("continue.continue")}
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{t("continue.none")}</p>
          <ButtonLink to="/learning-plan" className="self-start">
            {t("continue.start")}
          </ButtonLink>
        </>
      )}
      {children}
    </Card>
  );
}
