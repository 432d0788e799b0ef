import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle, type ExposedGc } from "./idle-gc.ts";

describe("collecting once the server falls idle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("collects once after a burst, never under load nor while nothing happens", () => {
    const gc = vi.fn<ExposedGc>();
    const idle = collectWhenIdle(gc, 1000);
    vi.advanceTimersByTime(5000); // idle from the start: nothing to give back
    expect(gc).not.toHaveBeenCalled();

    // Requests in every interval: never collects.
    for (let i = 0; i < 5; i++) {
      idle.activity();
      vi.advanceTimersByTime(1000);
    }
    expect(gc).not.toHaveBeenCalled();

    // The first whole interval without a request: one memory-reducing collection, then no more.
    vi.advanceTimersByTime(1000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: "major", execution: "sync", flavor: "last-resort" });
    vi.advanceTimersByTime(10_000);
    expect(gc).toHaveBeenCalledTimes(1);

    // The next burst earns the next one.
    idle.activity();
    vi.advanceTimersByTime(2000);
    expect(gc).toHaveBeenCalledTimes(2);
    idle.stop();
    idle.activity();
    vi.advanceTimersByTime(5000);
    expect(gc).toHaveBeenCalledTimes(2);
  });
});
