import type { LessonSummary, Retention } from "@brainy/contract";
import { CheckCircle2, Circle, Clock, LoaderCircle, PlayCircle } from "lucide-react";
import { Badge, Button, cx } from "../../../components/ui/index.ts";
import type { LessonRowState } from "../lib/section-status.ts";
import { RetentionMeter } from "./retention-meter.tsx";

const stateIcons: Record<LessonRowState, React.ReactNode> = {
  completed: <CheckCircle2 aria-hidden="true" size={18} className="text-success" />,
  next: <PlayCircle aria-hidden="true" size={18} className="text-primary-strong" />,
  generating: <LoaderCircle aria-hidden="true" size={18} className="animate-spin text-warning" />,
  "not-started": <Circle aria-hidden="true" size={18} className="text-muted" />,
};

/** One lesson on the timeline: not started, next (Start Lesson), generating, or completed (score, View Lesson). */
export function LessonRow({
  lesson,
  state,
  onOpen,
  retention,
}: {
  lesson: LessonSummary;
  state: LessonRowState;
  onOpen: (lesson: LessonSummary) => void;
  /** How well the lesson's review cards are retained now; absent when it has none. */
  retention?: Retention;
}) {
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
        {retention && <RetentionMeter retention={retention} label={`Retention of ${lesson.title}`} />}
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
      {state === "next" && (
        <Button size="sm" onClick={() => onOpen(lesson)} aria-label={`Start Lesson: ${lesson.title}`}>
          Start Lesson
        </Button>
      )}
    </li>
  );
}
