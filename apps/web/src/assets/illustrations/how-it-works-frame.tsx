import { type ReactNode, useId } from "react";

/** Props shared by the how-it-works illustrations. */
export type ArtProps = { className?: string };

/** Shared frame: a theme-aware panel with the brand gradient available as `url(#<id>-grad)`. */
export function Frame({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: (grad: string) => ReactNode;
}) {
  const id = useId().replace(/:/g, "");
  return (
    <svg viewBox="0 0 480 340" className={className} role="img" aria-labelledby={`${id}-t`}>
      <title id={`${id}-t`}>{title}</title>
      <defs>
        <linearGradient id={`${id}-grad`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: "var(--primary)" }} />
          <stop offset="1" style={{ stopColor: "var(--accent)" }} />
        </linearGradient>
      </defs>
      <rect
        x="1"
        y="1"
        width="478"
        height="338"
        rx="24"
        className="fill-surface stroke-border"
        strokeWidth="1.5"
      />
      {children(`url(#${id}-grad)`)}
    </svg>
  );
}
