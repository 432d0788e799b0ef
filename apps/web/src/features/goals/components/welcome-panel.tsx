import { Compass, Plus, Zap } from "lucide-react";
import defaultGoalImage from "../../../assets/default-goal-image.svg";
import { Button } from "../../../components/ui/index.ts";

/** Shown to a learner without goals: what happens next, the highlighted 'Add New Goal' and the quick form. */
export function WelcomePanel({ onAddGoal, onQuickGoal }: { onAddGoal: () => void; onQuickGoal: () => void }) {
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative overflow-hidden rounded-2xl border border-primary/40 bg-gradient-to-br from-primary/15 via-surface to-accent/10 p-6 md:p-10"
    >
      <img
        src={defaultGoalImage}
        alt=""
        className="pointer-events-none absolute top-1/2 right-8 hidden w-72 -translate-y-1/2 rounded-2xl opacity-90 shadow-xl lg:block"
      />
      <div className="flex flex-col items-start gap-4 md:max-w-xl lg:max-w-md xl:max-w-xl">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-2xl bg-primary/20 text-primary-strong"
        >
          <Compass size={26} />
        </span>
        <h2 id="welcome-title" className="text-2xl font-semibold">
          You don't have any goals yet.
        </h2>
        <p className="text-sm leading-relaxed text-muted md:text-base">
          Tell us what you want to learn. The AI planner asks a question if it needs to, recommends courses,
          and builds a roadmap of sections and lessons you can start right away.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="lg" onClick={onAddGoal} className="ring-4 ring-primary/30">
            <Plus aria-hidden="true" size={18} />
            Add New Goal
          </Button>
          <Button size="lg" variant="secondary" onClick={onQuickGoal}>
            <Zap aria-hidden="true" size={18} />
            Quick Goal
          </Button>
        </div>
      </div>
    </section>
  );
}
