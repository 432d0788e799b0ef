/** Seconds as m:ss (the player's clock): 0:00, 1:05, 12:30. Negative or unknown reads 0:00. */
export function formatAudioTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The time a pointer at `x` pixels across a waveform `width` wide points to, within [0, duration]. */
export function seekTime(x: number, width: number, duration: number): number {
  if (!(width > 0) || !(duration > 0)) return 0;
  return Math.min(duration, Math.max(0, (x / width) * duration));
}
