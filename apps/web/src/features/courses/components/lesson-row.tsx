import { CONCEPT_LEVEL_NAMES, type ConceptView, type LessonSummary, type Retention } from "@brainy/contract";
import { CheckCircle2, Circle, Clock, LoaderCircle, PlayCircle, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Badge, Button, cx } from "../../../components/ui/index.ts";
import type { LessonRowState } from "../lib/section-status.ts";
import { RetentionMeter } from "./retention-meter.tsx";

const stateIcons: Record<LessonRowState, React.ReactNode> = {
  completed: <CheckCircle2 aria-hidden="true" size={18} className="text-success" />,
  next: <PlayCircle aria-hidden="true" size={18} className="text-primary-strong" />,
  generating: <LoaderCircle aria-hidden="true" size={18} className="animate-spin text-warning" />,
  "not-started": <Circle aria-hidden="true" size={18} className="text-muted" />,
};

/**
 * One lesson on the timeline: not started, next (Start Lesson), generating, or completed (score,
 * View Lesson); a lesson not completed offers 'Test out' (issue 38) when `onTestOut` is given, first
 * and as the main button when the learner likely knows it.
 */
export function LessonRow({
  lesson,
  state,
  onOpen,
  onTestOut,
  retention,
  weak,
  likelyKnown = false,
}: {
  lesson: LessonSummary;
  state: LessonRowState;
  onOpen: (lesson: LessonSummary) => void;
  /** Asks to test out of the lesson (its assessment without studying it). */
  onTestOut?: (lesson: LessonSummary) => void;
  /** How well the lesson's review cards are retained now; absent when it has none. */
  retention?: Retention;
  /** The learner likely knows every concept of this lesson (issue 38): 'You likely know this'. */
  likelyKnown?: boolean;
  /** The lesson's concepts that are weak now (issue 37), each linking to its evidence. */
  weak?: { goalId: string; concepts: ConceptView[] };
}) {
  // A lesson the learner likely knows leads with 'Test out' (as the lesson page's 'Already know
  // this? Test out'); Start Lesson stays beside it for the next lesson.
  const offerTestOut = likelyKnown && state !== "completed" && onTestOut !== undefined;
  return (
    <li
      className={cx(
        "flex flex-wrap items-center justify-end gap-x-3 gap-y-2 rounded-xl border px-3 py-2.5",
        state === "next" ? "border-primary/60 bg-primary/10" : "border-border bg-surface",
      )}
    >
      {stateIcons[state]}
      <div className="flex min-w-48 flex-1 flex-col">
        <span className={cx("text-sm break-words", state === "completed" ? "text-muted" : "font-medium")}>
          {lesson.title}
        </span>
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <Clock aria-hidden="true" size={12} />
          {lesson.estimatedTimeInMinutes} min
          {state === "not-started" && <span className="sr-only">, not started</span>}
        </span>
        {likelyKnown && state !== "completed" && (
          <span className="mt-1">
            <Badge variant="primary" data-testid="likely-known">
              <Sparkles aria-hidden="true" size={12} /> You likely know this
            </Badge>
          </span>
        )}
        {retention && <RetentionMeter retention={retention} label={`Retention of ${lesson.title}`} />}
        {weak && weak.concepts.length > 0 && (
          <span
            className="mt-1 flex flex-wrap items-center gap-1.5 text-xs"
            data-testid="lesson-weak-concepts"
          >
            <span className="text-muted">Weak:</span>
            {weak.concepts.map((concept) => (
              <Link
                key={concept.id}
                to={`/review/map/${weak.goalId}?concept=${concept.id}`}
                className="rounded-full border border-danger/50 bg-danger/10 px-2 py-0.5 text-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {concept.name} · {Math.round((concept.mastery ?? 0) * 100)}%{" "}
                {CONCEPT_LEVEL_NAMES[concept.level]}
              </Link>
            ))}
          </span>
        )}
      </div>
      {lesson.isHidden && <Badge>Hidden from plan</Badge>}
      {state === "generating" && <Badge variant="warning">Generating...</Badge>}
      {state === "completed" && (
        <>
          <Badge variant="success" aria-label={lesson.grade ? `Score ${lesson.grade}%` : "Completed"}>
            {lesson.grade ? `${lesson.grade}%` : "Done"}
          </Badge>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onOpen(lesson)}
            aria-label={`View Lesson: ${lesson.title}`}
          >
            View Lesson
          </Button>
        </>
      )}
      {state !== "completed" && onTestOut && (
        <span className="inline-flex flex-wrap items-center gap-2">
          {offerTestOut && (
            <span className="text-xs text-muted" aria-hidden="true">
              Already know this?
            </span>
          )}
          <Button
            size="sm"
            variant={offerTestOut ? "primary" : "outline"}
            onClick={() => onTestOut(lesson)}
            aria-label={`Test out: ${lesson.title}`}
            data-testid={offerTestOut ? "test-out-offer" : undefined}
          >
            Test out
          </Button>
        </span>
      )}
      {state === "next" && (
        <Button
          size="sm"
          variant={offerTestOut ? "outline" : "primary"}
          onClick={() => onOpen(lesson)}
          aria-label={`Start Lesson: ${lesson.title}`}
        >
          Start Lesson
        </Button>
      )}
    </li>
  );
}
