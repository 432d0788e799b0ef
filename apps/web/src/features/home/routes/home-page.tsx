import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { useReviewQueue } from "../../../lib/review-queue.ts";
import { useDashboard } from "../api/get-dashboard.ts";
import { ActiveGoalCard } from "../components/active-goal-card.tsx";
import { AnnouncementsPanel } from "../components/announcements-panel.tsx";
import { FocusPanel } from "../components/focus-panel.tsx";
import { ContinueLearning, LearningProgress } from "../components/progress-panels.tsx";
import { QuickActions } from "../components/quick-actions.tsx";
import { ReviewPanel } from "../components/review-panel.tsx";
import { StudyNowCard } from "../components/study-now-card.tsx";
import { TeacherUpdatesPanel } from "../components/teacher-updates-panel.tsx";
import { TodayPlan } from "../components/today-plan.tsx";
import { WeakConceptsPanel } from "../components/weak-concepts-panel.tsx";
import { HOME_NS } from "../messages.ts";

/** The greeting's key for the hour: before noon, before six, or the evening. */
function greetingKey(hour: number): "morning" | "afternoon" | "evening" {
  if (hour < 12) return "morning";
  if (hour < 18) return "afternoon";
  return "evening";
}

/** /home: Learning Progress, Continue Learning, Quick Actions, the Active Goal, Review and Focus. */
export function Component() {
  const { t } = useTranslation(HOME_NS);
  const { data: user } = useCurrentUser();
  const part = greetingKey(new Date().getHours());
  const dashboard = useDashboard();
  const review = useReviewQueue();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight mobile:text-3xl">
          {user ? t(`greeting.${part}Named`, { name: user.username }) : t(`greeting.${part}`)}
        </h1>
        <p className="text-sm text-muted">{t("intro")}</p>
      </header>
      <StudyNowCard />
      <div className="grid grid-cols-1 gap-6 lg:items-start lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <LearningProgress stats={dashboard.data?.stats} />
          <ContinueLearning lesson={dashboard.data?.currentLesson} loading={dashboard.isPending}>
            <TodayPlan />
          </ContinueLearning>
          <ActiveGoalCard />
        </div>
        <div className="flex flex-col gap-6">
          <TeacherUpdatesPanel />
          <AnnouncementsPanel />
          <QuickActions />
          <ReviewPanel queue={review.data} />
          <WeakConceptsPanel />
          <FocusPanel focus={dashboard.data?.focus} />
        </div>
      </div>
    </div>
  );
}
