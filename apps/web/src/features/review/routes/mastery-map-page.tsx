import type { MasteryMap } from "@brainy/contract";
import { Brain, Map as MapIcon, Target } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import {
  Button,
  ButtonLink,
  Card,
  cx,
  EmptyState,
  FormAlert,
  PageError,
  PageLoading,
  Select,
} from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useConceptMap } from "../../../lib/concept-map.ts";
import { useGoals } from "../../../lib/goals.ts";
import { useExportLearnerModel } from "../api/export-learner-model.ts";
import { useMasteryMap } from "../api/get-mastery-map.ts";
import { ConceptGraph } from "../components/concept-graph.tsx";
import { ConceptList } from "../components/concept-list.tsx";
import { ConceptPanel } from "../components/concept-panel.tsx";
import { LEVEL_TONES, MasteryGrid } from "../components/mastery-grid.tsx";
import { PracticeDialog } from "../components/practice-dialog.tsx";
import { formatRetention, MASTERY_LEVEL_NAMES, masteryLevel, reviewPath } from "../lib/mastery-level.ts";

/** The lessons retained below the learner's target, weakest first, and 'Review these'. */
function WeakSpots({ map }: { map: MasteryMap }) {
  if (map.cards === 0) return null;
  return (
    <Card className="flex flex-col gap-3 p-4 mobile:p-5" data-testid="weak-spots">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 className="flex items-center gap-2 font-semibold">
            <Target aria-hidden="true" size={18} className="text-danger" /> Lessons to review
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
        <p className="text-sm">
          {map.retention === null
            ? "None of these cards was reviewed yet: how well you keep them shows once you review them."
            : "Every lesson with reviewed cards is at or above your target. Well kept!"}
        </p>
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
    ["new", "Cards not yet practised"],
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

/** The review cards by lesson: the retention grid the mastery map showed, with its weak lessons. */
function CardsByLesson({ goalId }: { goalId: string }) {
  const map = useMasteryMap(goalId);
  if (map.isPending) return <PageLoading label="Loading your cards by lesson..." />;
  if (map.error) return <p className="text-sm text-danger">Your cards by lesson could not be loaded.</p>;
  const data = map.data;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="map-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="map-heading" className="text-lg font-semibold">
            Review cards by lesson
          </h2>
          <p className="text-sm text-muted" data-testid="mastery-summary">
            {data.retention === null
              ? data.cards === 0
                ? "No review cards yet"
                : `${data.cards} card${data.cards === 1 ? "" : "s"}, not yet practised`
              : `${formatRetention(data.retention)} retained across ${data.cards} card${data.cards === 1 ? "" : "s"}`}
          </p>
        </div>
        {data.cards > 0 && (
          <ButtonLink to={reviewPath({ goalId })} variant="outline" size="sm">
            Review this goal
          </ButtonLink>
        )}
      </div>
      <WeakSpots map={data} />
      <Legend desiredRetention={data.desiredRetention} />
      {data.sections.length === 0 ? (
        <EmptyState title="This goal has no sections yet." />
      ) : (
        <MasteryGrid sections={data.sections} desiredRetention={data.desiredRetention} />
      )}
    </section>
  );
}

/**
 * /review/map/:goalId (and /knowledge/:goalId): 'What you know' (issue 37): the goal's concepts as
 * a graph with mastery, weak spots first in a list beside it (its accessible form), the evidence of
 * the concept chosen with corrections, 'Practise this', and the review cards by lesson below.
 * `?concept=` opens a concept's evidence, `?practise=` its practice.
 */
export function Component() {
  const { goalId: routeGoalId } = useParams<{ goalId?: string }>();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const goals = useGoals();
  const goalId =
    routeGoalId ?? (goals.data?.find((goal) => goal.isActive) ?? goals.data?.[0])?.id ?? undefined;
  const map = useConceptMap(goalId, { refetchWhileNaming: true });
  const exporting = useExportLearnerModel();
  const [selected, setSelected] = useState<string | null>(search.get("concept"));
  const practising = search.get("practise");
  const byId = useMemo(() => new Map((map.data?.concepts ?? []).map((c) => [c.id, c])), [map.data]);

  useEffect(() => {
    if (!routeGoalId && goalId) navigate(`/review/map/${goalId}`, { replace: true });
  }, [routeGoalId, goalId, navigate]);
  const practise = (id: string) => {
    setSelected(id);
    setSearch({ practise: id }, { replace: true });
  };

  if (!routeGoalId && goals.data?.length === 0)
    return (
      <EmptyState
        icon={<MapIcon aria-hidden="true" size={28} />}
        title="No goals yet"
        description="Set a goal and study its lessons: 'What you know' shows how well you know each of its concepts."
        action={<ButtonLink to="/goals">Go to Goals</ButtonLink>}
      />
    );
  if (map.isPending || (!goalId && goals.isPending)) return <PageLoading label="Loading what you know..." />;
  if (map.error) {
    const missing = map.error instanceof ApiError && map.error.status === 404;
    return (
      <PageError
        message={missing ? "This goal was not found." : "What you know could not be loaded."}
        onRetry={missing ? undefined : () => void map.refetch()}
      />
    );
  }
  const data = map.data;
  const chosen = selected ? byId.get(selected) : undefined;
  const practised = practising ? byId.get(practising) : undefined;
  const practisedCount = data.concepts.filter((c) => c.practised).length;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight mobile:text-3xl">
              <Brain aria-hidden="true" size={26} className="text-primary" /> What you know
            </h1>
            <p className="text-sm text-muted break-words" data-testid="concepts-summary">
              {data.goal.title} · {data.concepts.length} concept{data.concepts.length === 1 ? "" : "s"},{" "}
              {practisedCount} practised
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              onClick={() => exporting.mutate()}
              loading={exporting.isPending}
              title="Your concepts and every answer Brainy counted, as a JSON file"
            >
              Download my evidence
            </Button>
            <ButtonLink to="/review" variant="ghost">
              Back to review
            </ButtonLink>
          </div>
        </div>
        {exporting.isError && <FormAlert>Your evidence could not be downloaded. Try again.</FormAlert>}
        {goals.data && goals.data.length > 1 && (
          <Select
            label="Goal"
            wrapperClassName="max-w-sm"
            value={data.goal.id}
            onChange={(event) => navigate(`/review/map/${event.target.value}`)}
            options={goals.data.map((goal) => ({ value: goal.id, label: goal.title || goal.description }))}
          />
        )}
        {data.naming && (
          <p className="rounded-xl border border-border bg-surface-2 px-3 py-2 text-sm" role="status">
            {data.naming.state === "failed"
              ? (data.naming.error ?? "The concepts of this goal's lessons could not be named yet.")
              : `Brainy is naming the concepts of this goal's lessons: ${data.naming.done} of ${data.naming.total || "…"} sections.`}
          </p>
        )}
      </header>
      {data.concepts.length === 0 ? (
        <EmptyState
          title="No concepts yet"
          description="Concepts are named as the lessons of a section are planned."
        />
      ) : (
        // A phone reads the chosen concept, then the list, then the graph; a wide screen has the list
        // beside the concept and the graph.
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
          {chosen && (
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">
              <ConceptPanel concept={chosen} byId={byId} onPractise={practise} />
            </div>
          )}
          <Card className="p-4 mobile:p-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <ConceptList map={data} selectedId={selected} onSelect={setSelected} onPractise={practise} />
          </Card>
          <div
            className={cx(
              "min-w-0 lg:col-start-1 lg:self-start",
              chosen ? "lg:row-start-2" : "lg:row-start-1",
            )}
          >
            <ConceptGraph concepts={data.concepts} selectedId={selected} onSelect={setSelected} />
          </div>
        </div>
      )}
      {goalId && <CardsByLesson goalId={goalId} />}
      {practised && (
        <PracticeDialog
          concept={practised}
          onClose={() => setSearch({ concept: practised.id }, { replace: true })}
        />
      )}
    </div>
  );
}
