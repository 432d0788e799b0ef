import { useCurrentUser } from "../../../lib/current-user.ts";
import { useReviewQueue } from "../../../lib/review-queue.ts";
import { useDashboard } from "../api/get-dashboard.ts";
import { ActiveGoalCard } from "../components/active-goal-card.tsx";
import { FocusPanel } from "../components/focus-panel.tsx";
import { ContinueLearning, LearningProgress } from "../components/progress-panels.tsx";
import { QuickActions } from "../components/quick-actions.tsx";
import { ReviewPanel } from "../components/review-panel.tsx";
import { TodayPlan } from "../components/today-plan.tsx";
import { WeakConceptsPanel } from "../components/weak-concepts-panel.tsx";

function greeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/** /home: Learning Progress, Continue Learning, Quick Actions, the Active Goal, Review and Focus. */
export function Component() {
  const { data: user } = useCurrentUser();
  const dashboard = useDashboard();
  const review = useReviewQueue();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight mobile:text-3xl">
          {greeting(new Date().getHours())}
          {user ? `, ${user.username}` : ""}
        </h1>
        <p className="text-sm text-muted">Pick up where you left off, or set your next learning goal.</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:items-start lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <LearningProgress stats={dashboard.data?.stats} />
          <ContinueLearning lesson={dashboard.data?.currentLesson} loading={dashboard.isPending}>
            <TodayPlan />
          </ContinueLearning>
          <ActiveGoalCard />
        </div>
        <div className="flex flex-col gap-6">
          <QuickActions />
          <ReviewPanel queue={review.data} />
          <WeakConceptsPanel />
          <FocusPanel focus={dashboard.data?.focus} />
        </div>
      </div>
    </div>
  );
}
