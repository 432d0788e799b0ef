import { lazy, Suspense } from "react";

const Katex = lazy(() => import("./katex-math.tsx"));

/** LaTeX math, inline or as a block; KaTeX loads only on lessons with math. 'Math error' when it fails. */
export function MathView({ latex, display, inline }: { latex: string; display: boolean; inline?: boolean }) {
  const fallback = <code className="font-mono text-sm text-muted">{latex}</code>;
  const math = (
    <Suspense fallback={fallback}>
      <Katex latex={latex} display={display} />
    </Suspense>
  );
  if (inline) return <span>{math}</span>;
  return display ? (
    <div className="overflow-x-auto py-1 text-lg">{math}</div>
  ) : (
    <p className="overflow-x-auto">{math}</p>
  );
}
