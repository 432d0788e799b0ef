import type { ReactNode } from "react";
import { cx } from "../../../components/ui/index.ts";

/**
 * Fades its children in when they scroll into view (instantly visible with reduced motion): it
 * starts hidden, and enhanceLanding flips `data-revealed` (the prerendered page's <noscript> style
 * shows it without scripts).
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-revealed="false"
      className={cx(
        "transition-[opacity,translate] duration-700 ease-out motion-reduce:transition-none",
        "data-[revealed=false]:translate-y-6 data-[revealed=false]:opacity-0",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A landing section: anchored by id, offset below the sticky nav, focusable for skip-to navigation. */
export function LandingSection({
  id,
  labelledBy,
  className,
  children,
}: {
  id: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={cx("scroll-mt-20 px-4 py-20 outline-none sm:px-6 lg:py-28", className)}
    >
      <Reveal className="mx-auto max-w-6xl">{children}</Reveal>
    </section>
  );
}

/** The eyebrow, title and lead paragraph that open a landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-base leading-relaxed text-pretty text-muted sm:text-lg">{lead}</p>}
    </div>
  );
}
