import { Clock } from "lucide-react";
import { Badge, Button, Checkbox, cx } from "../../../components/ui/index.ts";
import { formatComplexity, formatHours } from "../lib/goal-view.ts";
import type { WizardAction, WizardState } from "../lib/goal-wizard.ts";

/** Step 3: 'Recommended courses' with a checkbox each and Select All / Deselect All. */
export function CourseSelectionStep({
  state,
  dispatch,
  demoNotice,
}: {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  /** The 'Demo AI' label when the demo provider planned these courses. */
  demoNotice?: React.ReactNode;
}) {
  const selectedCount = state.selected.filter(Boolean).length;
  const disabled = state.busy !== null;
  return (
    <section aria-labelledby="recommended-courses" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h3 id="recommended-courses" className="text-base font-semibold">
            Recommended courses
          </h3>
          {state.goalTitle && <p className="text-sm text-muted">for “{state.goalTitle}”</p>}
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => dispatch({ type: "select-all", selected: true })}
          >
            Select All
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => dispatch({ type: "select-all", selected: false })}
          >
            Deselect All
          </Button>
        </div>
      </div>
      {demoNotice}
      <ul className="flex flex-col gap-3">
        {state.courses.map((course, index) => (
          <li
            key={`${index}-${course.title}`}
            className={cx(
              "rounded-xl border p-4 transition-colors",
              state.selected[index] ? "border-primary/70 bg-primary/5" : "border-border bg-surface",
            )}
          >
            <Checkbox
              label={<span className="font-semibold">{course.title}</span>}
              description={course.description || undefined}
              checked={state.selected[index] ?? false}
              disabled={disabled}
              onCheckedChange={() => dispatch({ type: "toggle-course", index })}
            />
            <div className="mt-3 flex flex-wrap items-center gap-2 pl-8 text-xs">
              <Badge variant="primary">{formatComplexity(course.complexityLevel)}</Badge>
              <span className="inline-flex items-center gap-1 text-muted">
                <Clock aria-hidden="true" size={14} />
                {formatHours(course.desiredDuration)}
              </span>
              {course.tags.map((tag) => (
                <Badge key={tag}>{tag}</Badge>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted" aria-live="polite">
        {selectedCount} of {state.courses.length} selected
      </p>
    </section>
  );
}
