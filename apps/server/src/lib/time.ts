/** One day in milliseconds: the rolling window of the daily quotas and the focus summary's days. */
export const DAY_MS = 24 * 60 * 60 * 1000;
