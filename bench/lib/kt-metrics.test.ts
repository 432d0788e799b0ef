import { describe, expect, it } from "vitest";
import { minimise } from "./fit.ts";
import { auc, calibration, logLoss, rmse, worstCalibration } from "./kt-metrics.ts";

describe("the bench's metrics", () => {
  it("computes AUC with ties and fractional outcomes", () => {
    expect(auc([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1])).toBeCloseTo(0.75, 10);
    expect(auc([0.2, 0.9], [0, 1])).toBe(1);
    expect(auc([0.5, 0.5], [0, 1])).toBe(0.5);
    // A partial score counts as half a right and half a wrong answer.
    expect(auc([0.1, 0.5, 0.9], [0, 0.5, 1])).toBe(1);
    expect(auc([0.9, 0.5, 0.1], [0, 0.5, 1])).toBe(0);
    expect(Number.isNaN(auc([0.3, 0.4], [1, 1]))).toBe(true);
  });

  it("computes RMSE, log loss and calibration bins", () => {
    expect(rmse([0, 1], [1, 1])).toBeCloseTo(Math.SQRT1_2, 10);
    expect(logLoss([0.5], [1])).toBeCloseTo(Math.log(2), 10);
    const bins = calibration([0.05, 0.15, 0.15, 0.95, 1], [0, 1, 0, 1, 1]);
    expect(bins).toHaveLength(10);
    expect(bins[1]).toMatchObject({ count: 2, observed: 0.5 });
    expect(bins[1]!.predicted).toBeCloseTo(0.15, 10);
    expect(bins[9]).toMatchObject({ count: 2, observed: 1 });
    expect(worstCalibration(bins, 2)).toBeCloseTo(0.35, 10);
    expect(worstCalibration(bins, 3)).toBe(0);
  });

  it("minimises a function of several parameters", () => {
    const f = (x: number[]) => (x[0]! - 1) ** 2 + 3 * (x[1]! + 2) ** 2 + (x[2]! - 0.5) ** 4;
    const fit = minimise(f, [0, 0, 0], { maxEvaluations: 2000 });
    expect(fit.x[0]).toBeCloseTo(1, 2);
    expect(fit.x[1]).toBeCloseTo(-2, 2);
    expect(fit.value).toBeLessThan(1e-4);
  });
});
