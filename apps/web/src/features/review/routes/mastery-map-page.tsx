import type { MasteryMap } from "@brainy/contract";
import { Map as MapIcon, Target } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import {
  ButtonLink,
  Card,
  cx,
  EmptyState,
  PageError,
  PageLoading,
  Select,
} from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useGoals } from "../../../lib/goals.ts";
import { useMasteryMap } from "../api/get-mastery-map.ts";
import { LEVEL_TONES, MasteryGrid } from "../components/mastery-grid.tsx";
import { formatRetention, MASTERY_LEVEL_NAMES, masteryLevel, reviewPath } from "../lib/mastery-level.ts";

/** The lessons retained below the learner's target, weakest first, and 'Review these'. */
function WeakSpots({ map }: { map: MasteryMap }) {
  if (map.cards === 0) return null;
  return (
    <Card className="flex flex-col gap-3 p-4 mobile:p-5" data-testid="weak-spots">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 className="flex items-center gap-2 font-semibold">
            <Target aria-hidden="true" size={18} className="text-danger" /> Weak spots
          </h2>
          <p className="text-sm text-muted">
            Lessons retained below your {formatRetention(map.desiredRetention)} target, weakest first.
          </p>
        </div>
        {map.weakSpots.length > 0 && (
          <ButtonLink to={reviewPath({ lessonIds: map.weakSpots.map((w) => w.id) })} size="lg">
            Review these
          </ButtonLink>
        )}
      </div>
      {map.weakSpots.length === 0 ? (
        <p className="text-sm">Every lesson with cards is at or above your target. Well kept!</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {map.weakSpots.map((spot) => {
            const level = masteryLevel(spot.retention, map.desiredRetention);
            return (
              <li
                key={spot.id}
                className={cx(
                  "flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border-2 px-3 py-2",
                  LEVEL_TONES[level],
                )}
                data-testid="weak-spot"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium break-words">{spot.title}</span>
                  <span className="text-xs text-muted break-words">{spot.sectionTitle}</span>
                </span>
                <span className="text-sm">
                  <span className="font-semibold">{formatRetention(spot.retention)}</span>{" "}
                  <span className="text-muted">
                    · {MASTERY_LEVEL_NAMES[level]} · {spot.cards} card{spot.cards === 1 ? "" : "s"}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

/** The key to the map's colours, in words. */
function Legend({ desiredRetention }: { desiredRetention: number }) {
  const target = formatRetention(desiredRetention);
  const half = formatRetention(desiredRetention / 2);
  const items = [
    ["strong", `Strong: ${target} or more`],
    ["fading", `Fading: ${half} to ${target}`],
    ["weak", `Weak: under ${half}`],
    ["none", "No cards"],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Colour key">
      {items.map(([level, text]) => (
        <li key={level} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cx("inline-block size-3 rounded border-2", LEVEL_TONES[level])}
          />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** /review/map/:goalId: a goal's sections × lessons coloured by retention, weak spots first. */
export function Component() {
  const { goalId: routeGoalId } = useParams<{ goalId?: string }>();
  const navigate = useNavigate();
  const goals = useGoals();
  const goalId =
    routeGoalId ?? (goals.data?.find((goal) => goal.isActive) ?? goals.data?.[0])?.id ?? undefined;
  const map = useMasteryMap(goalId);

  useEffect(() => {
    if (!routeGoalId && goalId) navigate(`/review/map/${goalId}`, { replace: true });
  }, [routeGoalId, goalId, navigate]);

  if (!routeGoalId && goals.data?.length === 0)
    return (
      <EmptyState
        icon={<MapIcon aria-hidden="true" size={28} />}
        title="No goals yet"
        description="Set a goal and study its lessons: the mastery map shows how well you keep them."
        action={<ButtonLink to="/goals">Go to Goals</ButtonLink>}
      />
    );
  if (map.isPending || (!goalId && goals.isPending))
    return <PageLoading label="Loading your mastery map..." />;
  if (map.error) {
    const missing = map.error instanceof ApiError && map.error.status === 404;
    return (
      <PageError
        message={missing ? "This goal was not found." : "Your mastery map could not be loaded."}
        onRetry={missing ? undefined : () => void map.refetch()}
      />
    );
  }
  const data = map.data;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight mobile:text-3xl">Mastery map</h1>
            <p className="text-sm text-muted break-words" data-testid="mastery-summary">
              {data.goal.title}
              {data.retention === null
                ? " · no review cards yet"
                : ` · ${formatRetention(data.retention)} retained across ${data.cards} card${data.cards === 1 ? "" : "s"}`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/review" variant="ghost">
              Back to review
            </ButtonLink>
            {data.cards > 0 && (
              <ButtonLink to={reviewPath({ goalId: data.goal.id })} variant="outline">
                Review this goal
              </ButtonLink>
            )}
          </div>
        </div>
        {goals.data && goals.data.length > 1 && (
          <Select
            label="Goal"
            wrapperClassName="max-w-sm"
            value={data.goal.id}
            onChange={(event) => navigate(`/review/map/${event.target.value}`)}
            options={goals.data.map((goal) => ({ value: goal.id, label: goal.title || goal.description }))}
          />
        )}
      </header>
      <WeakSpots map={data} />
      <section className="flex flex-col gap-4" aria-labelledby="map-heading">
        <div className="flex flex-col gap-2">
          <h2 id="map-heading" className="font-semibold">
            Sections × lessons
          </h2>
          <Legend desiredRetention={data.desiredRetention} />
        </div>
        {data.sections.length === 0 ? (
          <EmptyState title="This goal has no sections yet." />
        ) : (
          <MasteryGrid sections={data.sections} desiredRetention={data.desiredRetention} />
        )}
      </section>
    </div>
  );
}
