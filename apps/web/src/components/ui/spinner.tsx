import { LoaderCircle } from "lucide-react";
import { cx } from "./cx.ts";

export type SpinnerProps = {
  /** Text read by screen readers (and shown beside the spinner when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  size?: number;
  /** Hide from assistive tech (when the parent already says it is busy). */
  decorative?: boolean;
  className?: string;
};

/** A spinning loader; announces `label` politely unless decorative. */
export function Spinner({
  label = "Loading",
  showLabel = false,
  size = 20,
  decorative,
  className,
}: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" size={size} className="animate-spin shrink-0" />;
  if (decorative) return <span className={cx("inline-flex", className)}>{icon}</span>;
  return (
    <span role="status" className={cx("inline-flex items-center gap-2 text-muted", className)}>
      {icon}
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </span>
  );
}
