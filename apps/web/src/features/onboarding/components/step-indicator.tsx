import { cx } from "../../../components/ui/index.ts";

/** "Step N of M" with one segment per step; done and current segments are filled. */
export function StepIndicator({ current, labels }: { current: number; labels: readonly string[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">
        Step {current + 1} of {labels.length}
        <span className="sr-only">: {labels[current]}</span>
      </p>
      <ol
        className="grid gap-1.5"
        style={{ gridTemplateColumns: `repeat(${labels.length}, minmax(0, 1fr))` }}
      >
        {labels.map((label, index) => (
          <li
            key={label}
            className="flex flex-col gap-1.5"
            aria-current={index === current ? "step" : undefined}
          >
            <span
              aria-hidden="true"
              className={cx(
                "h-1.5 rounded-full transition-colors",
                index < current
                  ? "bg-primary"
                  : index === current
                    ? "bg-gradient-to-r from-primary to-accent"
                    : "bg-border",
              )}
            />
            <span
              className={cx(
                "hidden text-xs sm:block",
                index === current ? "font-medium text-text" : "text-muted",
              )}
            >
              {label}
              <span className="sr-only">
                {index < current ? " (done)" : index === current ? " (current)" : ""}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
