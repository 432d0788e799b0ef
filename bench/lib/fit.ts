/**
 * Nelder-Mead minimisation (Nelder & Mead 1965, the usual coefficients), enough to fit a handful
 * of a candidate model's parameters to simulated training learners; no dependency.
 */
export type FitResult = { x: number[]; value: number; evaluations: number };

/**
 * Nelder-Mead restarted from its best point with a fresh simplex until a restart gains less than
 * `tolerance` (a simplex can collapse before the minimum), within `maxEvaluations` in all.
 */
export function minimise(
  f: (x: number[]) => number,
  start: readonly number[],
  options: { step?: number; maxEvaluations?: number; tolerance?: number } = {},
): FitResult {
  const maxEvaluations = options.maxEvaluations ?? 200 * start.length;
  let best = nelderMead(f, start, { ...options, maxEvaluations });
  let evaluations = best.evaluations;
  while (evaluations < maxEvaluations) {
    const next = nelderMead(f, best.x, { ...options, maxEvaluations: maxEvaluations - evaluations });
    evaluations += next.evaluations;
    const gained = best.value - next.value;
    if (next.value < best.value) best = next;
    if (gained < (options.tolerance ?? 1e-4)) break;
  }
  return { ...best, evaluations };
}

export function nelderMead(
  f: (x: number[]) => number,
  start: readonly number[],
  options: { step?: number; maxEvaluations?: number; tolerance?: number } = {},
): FitResult {
  const n = start.length;
  const step = options.step ?? 0.5;
  const maxEvaluations = options.maxEvaluations ?? 200 * n;
  const tolerance = options.tolerance ?? 1e-6;
  let evaluations = 0;
  const evaluate = (x: number[]) => {
    evaluations++;
    const value = f(x);
    return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
  };
  let simplex = [start.slice()];
  for (let i = 0; i < n; i++) {
    const x = start.slice();
    x[i] = x[i]! + step;
    simplex.push(x);
  }
  let values = simplex.map(evaluate);
  const combine = (a: number[], b: number[], t: number) => a.map((ai, i) => ai + t * (b[i]! - ai));
  while (evaluations < maxEvaluations) {
    const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]!);
    simplex = order.map((i) => simplex[i]!);
    values = order.map((i) => values[i]!);
    if (Math.abs(values[n]! - values[0]!) <= tolerance * (Math.abs(values[0]!) + tolerance)) break;
    const centroid = Array.from(
      { length: n },
      (_, d) => simplex.slice(0, n).reduce((s, x) => s + x[d]!, 0) / n,
    );
    const worst = simplex[n]!;
    const reflected = combine(centroid, worst, -1);
    const fr = evaluate(reflected);
    if (fr < values[0]!) {
      const expanded = combine(centroid, worst, -2);
      const fe = evaluate(expanded);
      [simplex[n], values[n]] = fe < fr ? [expanded, fe] : [reflected, fr];
    } else if (fr < values[n - 1]!) {
      [simplex[n], values[n]] = [reflected, fr];
    } else {
      const contracted = fr < values[n]! ? combine(centroid, reflected, 0.5) : combine(centroid, worst, 0.5);
      const fc = evaluate(contracted);
      if (fc < Math.min(fr, values[n]!)) {
        [simplex[n], values[n]] = [contracted, fc];
      } else {
        for (let i = 1; i <= n; i++) {
          simplex[i] = combine(simplex[0]!, simplex[i]!, 0.5);
          values[i] = evaluate(simplex[i]!);
        }
      }
    }
  }
  const best = values.indexOf(Math.min(...values));
  return { x: simplex[best]!, value: values[best]!, evaluations };
}
