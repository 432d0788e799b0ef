import { describe, expect, it } from "vitest";
import { applySettings, formatClock, initialTimer, pause, reset, skip, start, tick } from "./timer.ts";

const settings = {
  focusDuration: 25,
  shortBreakDuration: 5,
  longBreakDuration: 15,
  sessionsBeforeLongBreak: 4,
};
const MIN = 60_000;

describe("focus timer", () => {
  it("completes a focus session that ended while the tab was closed, then offers a short break", () => {
    const started = start(initialTimer(settings), 0);
    const { state, completed } = tick(started, settings, 40 * MIN);
    expect(completed).toBe("focus");
    expect(state).toMatchObject({ mode: "short-break", running: false, sessions: 1, remainingMs: 5 * MIN });
  });

  it("gives the long break after the 4th session", () => {
    let state = initialTimer(settings);
    for (let i = 0; i < 4; i++) {
      state = tick(start(state, 0), settings, 30 * MIN).state;
      if (i < 3) state = skip(state, settings);
    }
    expect(state).toMatchObject({ mode: "long-break", sessions: 4, remainingMs: 15 * MIN });
  });

  it("pauses with the time left, and counts down from there on Start", () => {
    let state = start(initialTimer(settings), 0);
    state = pause(state, 10 * MIN);
    expect(state.remainingMs).toBe(15 * MIN);
    state = start(state, 100 * MIN);
    expect(tick(state, settings, 110 * MIN).state.remainingMs).toBe(5 * MIN);
  });

  it("Skip works only in breaks; Reset goes back to focus and keeps the count", () => {
    const focus = initialTimer(settings);
    expect(skip(focus, settings)).toBe(focus);
    const onBreak = tick(start(focus, 0), settings, 26 * MIN).state;
    expect(skip(onBreak, settings).mode).toBe("focus");
    expect(reset(onBreak, settings)).toMatchObject({
      mode: "focus",
      sessions: 1,
      remainingMs: 25 * MIN,
      running: false,
    });
  });

  it("a new focus length resets the shown time outside breaks, not during one", () => {
    const changed = { ...settings, focusDuration: 1 };
    expect(applySettings(initialTimer(settings), changed).remainingMs).toBe(MIN);
    const onBreak = tick(start(initialTimer(settings), 0), settings, 26 * MIN).state;
    expect(applySettings(onBreak, changed)).toBe(onBreak);
    expect(formatClock(65_000)).toBe("1:05");
    expect(formatClock(0)).toBe("0:00");
  });
});
