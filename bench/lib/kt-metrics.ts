/**
 * Scores of predicted probabilities against outcomes in 0-1 (a partial score counts as that share
 * of a right answer and the rest of a wrong one): AUC, RMSE, log loss and calibration in ten bins.
 */

/**
 * Area under the ROC curve with fractional outcomes (ties count half), O(n log n). A partial score
 * y is y of a positive and 1 − y of a negative; an answer is never compared with itself.
 */
export function auc(predictions: readonly number[], outcomes: readonly number[]): number {
  const order = predictions.map((_, i) => i).sort((a, b) => predictions[a]! - predictions[b]!);
  let positives = 0;
  let negatives = 0;
  let area = 0;
  let negativesBelow = 0;
  let selfPairs = 0;
  for (let i = 0; i < order.length; ) {
    let j = i;
    let groupPositive = 0;
    let groupNegative = 0;
    while (j < order.length && predictions[order[j]!] === predictions[order[i]!]) {
      groupPositive += outcomes[order[j]!]!;
      groupNegative += 1 - outcomes[order[j]!]!;
      selfPairs += outcomes[order[j]!]! * (1 - outcomes[order[j]!]!);
      j++;
    }
    area += groupPositive * (negativesBelow + groupNegative / 2);
    negativesBelow += groupNegative;
    positives += groupPositive;
    negatives += groupNegative;
    i = j;
  }
  const pairs = positives * negatives - selfPairs;
  return pairs > 0 ? (area - selfPairs / 2) / pairs : Number.NaN;
}

export function rmse(predictions: readonly number[], outcomes: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < predictions.length; i++) sum += (predictions[i]! - outcomes[i]!) ** 2;
  return Math.sqrt(sum / Math.max(1, predictions.length));
}

/** Mean negative log-likelihood (what the candidates' parameters are fitted to). */
export function logLoss(predictions: readonly number[], outcomes: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < predictions.length; i++) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, predictions[i]!));
    const y = outcomes[i]!;
    sum -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
  }
  return sum / Math.max(1, predictions.length);
}

export type CalibrationBin = { low: number; count: number; predicted: number; observed: number };

/** Ten bins of the prediction ([0, 0.1), …, [0.9, 1]): mean predicted beside mean observed. */
export function calibration(predictions: readonly number[], outcomes: readonly number[]): CalibrationBin[] {
  const bins = Array.from({ length: 10 }, (_, i) => ({ low: i / 10, count: 0, predicted: 0, observed: 0 }));
  for (let i = 0; i < predictions.length; i++) {
    const bin = bins[Math.min(9, Math.floor(predictions[i]! * 10))]!;
    bin.count += 1;
    bin.predicted += predictions[i]!;
    bin.observed += outcomes[i]!;
  }
  return bins.map((b) => ({
    ...b,
    predicted: b.count ? b.predicted / b.count : Number.NaN,
    observed: b.count ? b.observed / b.count : Number.NaN,
  }));
}

/** The largest |predicted − observed| over bins holding at least `minCount` predictions. */
export function worstCalibration(bins: readonly CalibrationBin[], minCount: number): number {
  let worst = 0;
  for (const b of bins) if (b.count >= minCount) worst = Math.max(worst, Math.abs(b.predicted - b.observed));
  return worst;
}
