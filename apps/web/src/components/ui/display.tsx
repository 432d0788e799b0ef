import { CircleAlert } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./cx.ts";

export type BadgeVariant = "neutral" | "primary" | "success" | "warning" | "danger";

const badgeTones: Record<BadgeVariant, string> = {
  neutral: "border-border bg-surface-2 text-muted",
  primary: "border-primary/40 bg-primary/15 text-primary-strong",
  success: "border-success/40 bg-success/10 text-success",
  warning: "border-warning/40 bg-warning/10 text-warning",
  danger: "border-danger/40 bg-danger/10 text-danger",
};

/** A small pill label. */
export function Badge({
  variant = "neutral",
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        badgeTones[variant],
        className,
      )}
      {...rest}
    />
  );
}

/** A bordered surface for grouping content. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cx("rounded-2xl border border-border bg-surface p-5 shadow-sm", className)} {...rest} />
  );
}

export type ProgressBarProps = {
  /** 0 to 100; clamped. */
  value: number;
  /** Accessible name; shown above the bar with the percentage when `showLabel`. */
  label: string;
  showLabel?: boolean;
  className?: string;
};

/** A horizontal progress bar with an accessible name and value. */
export function ProgressBar({ value, label, showLabel = false, className }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  const rounded = Math.round(clamped);
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      {showLabel && (
        <div className="flex justify-between text-xs text-muted">
          <span>{label}</span>
          <span>{rounded}%</span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-accent transition-[width] duration-500"
          style={{ width: `${clamped}%` }}
        />
      </div>
    </div>
  );
}

export type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link inviting the next step. */
  action?: ReactNode;
  className?: string;
};

/** A centred placeholder for "nothing here yet", with an optional next step. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        "flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center",
        className,
      )}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-surface-2 text-primary"
        >
          {icon}
        </div>
      )}
      <h3 className="text-base font-semibold text-text">{title}</h3>
      {description && <p className="max-w-md text-sm text-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** A form-level error, announced to screen readers as it appears; nothing while empty. */
export function FormAlert({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={cx(
        "flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm text-danger",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" size={18} className="mt-px shrink-0" />
      <p>{children}</p>
    </div>
  );
}
