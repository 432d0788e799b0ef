/** The focus timer's lengths (minutes) and long-break rhythm. */
export type TimerSettings = {
  focusDuration: number;
  shortBreakDuration: number;
  longBreakDuration: number;
  sessionsBeforeLongBreak: number;
};

/** Where the timer stands. While running, `endsAt` is the clock time it reaches zero. */
export type TimerState = {
  mode: "focus" | "short-break" | "long-break";
  running: boolean;
  remainingMs: number;
  endsAt: number | null;
  /** Focus sessions finished so far. */
  sessions: number;
};

const MINUTE = 60_000;

export function lengthOf(mode: TimerState["mode"], settings: TimerSettings): number {
  if (mode === "focus") return settings.focusDuration * MINUTE;
  return (mode === "long-break" ? settings.longBreakDuration : settings.shortBreakDuration) * MINUTE;
}

export const initialTimer = (settings: TimerSettings): TimerState => ({
  mode: "focus",
  running: false,
  remainingMs: lengthOf("focus", settings),
  endsAt: null,
  sessions: 0,
});

export function start(state: TimerState, now: number): TimerState {
  return state.running ? state : { ...state, running: true, endsAt: now + state.remainingMs };
}

export function pause(state: TimerState, now: number): TimerState {
  if (!state.running || state.endsAt === null) return state;
  return { ...state, running: false, remainingMs: Math.max(0, state.endsAt - now), endsAt: null };
}

/** Reset: back to a fresh focus period (the session count stays). */
export function reset(state: TimerState, settings: TimerSettings): TimerState {
  return { ...initialTimer(settings), sessions: state.sessions };
}

/** The phase after `mode` ends: a break after focus (long every Nth session), focus after a break. */
function next(state: TimerState, settings: TimerSettings): TimerState {
  if (state.mode === "focus") {
    const sessions = state.sessions + 1;
    const mode = sessions % settings.sessionsBeforeLongBreak === 0 ? "long-break" : "short-break";
    return { mode, running: false, remainingMs: lengthOf(mode, settings), endsAt: null, sessions };
  }
  return { ...initialTimer(settings), sessions: state.sessions };
}

/** Skip: only during a break, straight back to focus. */
export function skip(state: TimerState, settings: TimerSettings): TimerState {
  return state.mode === "focus" ? state : next(state, settings);
}

/**
 * Advances the clock: a running phase whose end has passed (even while the tab was closed)
 * completes. Answers the new state and what completed, if anything.
 */
export function tick(
  state: TimerState,
  settings: TimerSettings,
  now: number,
): { state: TimerState; completed: TimerState["mode"] | null } {
  if (!state.running || state.endsAt === null) return { state, completed: null };
  if (now < state.endsAt) return { state: { ...state, remainingMs: state.endsAt - now }, completed: null };
  return { state: next(state, settings), completed: state.mode };
}

/** New settings: outside a break, the focus time shown starts over at the new length. */
export function applySettings(state: TimerState, settings: TimerSettings): TimerState {
  if (state.mode !== "focus" || state.running) return state;
  return { ...state, remainingMs: lengthOf("focus", settings) };
}

/** m:ss for a number of milliseconds. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
