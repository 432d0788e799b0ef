import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextIndex, useAutoAdvance } from "./use-auto-advance.ts";

describe("nextIndex", () => {
  it("wraps around the ring", () => {
    expect([0, 1, 2, 3].map((i) => nextIndex(i, 4))).toEqual([1, 2, 3, 0]);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe("useAutoAdvance", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every 3000 ms across 4 items and wraps", () => {
    const { result } = renderHook(() => useAutoAdvance(4, false));
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(1);
    for (const expected of [2, 3, 0]) {
      act(() => vi.advanceTimersByTime(3000));
      expect(result.current[0]).toBe(expected);
    }
  });

  it("holds still while paused and restarts the wait on resume", () => {
    const { result, rerender } = renderHook(({ paused }) => useAutoAdvance(4, paused), {
      initialProps: { paused: false },
    });
    act(() => vi.advanceTimersByTime(2000));
    rerender({ paused: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current[0]).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(1);
  });

  it("restarts the wait when the user picks an item", () => {
    const { result } = renderHook(() => useAutoAdvance(4, false));
    act(() => vi.advanceTimersByTime(2500));
    act(() => result.current[1](3));
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current[0]).toBe(3);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[0]).toBe(0);
  });
});
