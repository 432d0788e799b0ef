import { Button } from "./button.tsx";
import { cx } from "./cx.ts";
import { Spinner } from "./spinner.tsx";

/** A page (or panel) still loading its data: a centred spinner with its label shown. */
export function PageLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cx("flex min-h-[50vh] items-center justify-center p-8", className)}>
      <Spinner label={label} showLabel size={28} />
    </div>
  );
}

export type PageErrorProps = {
  /** What failed, shown and announced. */
  message: string;
  /** Loads again; the button is left out when there is nothing to retry. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
};

/** A page (or panel) whose data failed to load: the message, announced, and a way to try again. */
export function PageError({ message, onRetry, retryLabel = "Try again", className }: PageErrorProps) {
  return (
    <div role="alert" className={cx("flex flex-col items-start gap-4", className)}>
      <p className="text-danger">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
