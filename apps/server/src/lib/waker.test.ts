import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWaker } from "./waker.ts";

describe("createWaker", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("sleeps the whole time when nobody wakes it", async () => {
    const waker = createWaker();
    let slept = false;
    const sleeping = waker.sleep(1_000).then(() => {
      slept = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(slept).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(slept).toBe(true);
  });

  it("a wake ends the pause at once, and a wake between pauses is kept for the next one", async () => {
    const waker = createWaker();
    const first = waker.sleep(60_000);
    waker.wake();
    await first;
    waker.wake();
    const started = Date.now();
    await waker.sleep(60_000);
    expect(Date.now() - started).toBe(0);
    // Kept once only: the pause after it is a whole one again.
    let done = false;
    const third = waker.sleep(500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await third;
  });

  it("an aborted signal ends the pause", async () => {
    const waker = createWaker();
    const controller = new AbortController();
    const sleeping = waker.sleep(60_000, controller.signal);
    controller.abort();
    await sleeping;
    await waker.sleep(60_000, controller.signal);
  });
});
