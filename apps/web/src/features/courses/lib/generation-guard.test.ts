import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createGenerationScheduler,
  findSectionNeedingLessons,
  GENERATION_TIMING,
  parseStoredTimestamp,
} from "./generation-guard.ts";

const sections = [{ id: "s1" }, { id: "s2" }, { id: "s3" }];

describe("findSectionNeedingLessons", () => {
  it("picks the next empty section once the previous one is fully done", () => {
    expect(findSectionNeedingLessons(sections, { s1: [{ isCompleted: true }] })).toEqual({ id: "s2" });
  });
  it("waits while the previous section has open lessons", () => {
    expect(
      findSectionNeedingLessons(sections, { s1: [{ isCompleted: true }, { isCompleted: false }] }),
    ).toBeNull();
  });
  it("never skips ahead past an empty section", () => {
    expect(findSectionNeedingLessons(sections, { s1: [], s3: [] })).toBeNull();
  });
  it("is null when every section has lessons", () => {
    const all = { s1: [{ isCompleted: true }], s2: [{ isCompleted: true }], s3: [{ isCompleted: false }] };
    expect(findSectionNeedingLessons(sections, all)).toBeNull();
  });
});

describe("createGenerationScheduler", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-01-01T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  function setup(target: { id: string } | null = { id: "s2" }) {
    const stored = new Map<string, number>();
    const generate = vi.fn(async (_id: string) => true);
    const scheduler = createGenerationScheduler({
      findTarget: () => target,
      generate,
      readGeneratedAt: (id) => stored.get(id) ?? null,
      writeGeneratedAt: (id, at) => stored.set(id, at),
    });
    return { scheduler, generate, stored };
  }

  it("checks 3 s after load, not before", async () => {
    const { scheduler, generate, stored } = setup();
    scheduler.scheduleAfterLoad();
    await vi.advanceTimersByTimeAsync(GENERATION_TIMING.initialDelayMs - 1);
    expect(generate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(generate).toHaveBeenCalledWith("s2");
    expect(stored.get("s2")).toBe(Date.now());
  });

  it("checks about 1 s after the tab becomes visible", async () => {
    const { scheduler, generate } = setup();
    scheduler.scheduleAfterVisible();
    await vi.advanceTimersByTimeAsync(999);
    expect(generate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it("throttles calls within 10 s of the last one", async () => {
    const { scheduler, generate, stored } = setup();
    expect(await scheduler.runCheck()).toBe("generated");
    stored.clear();
    await vi.advanceTimersByTimeAsync(GENERATION_TIMING.throttleMs - 1);
    expect(await scheduler.runCheck()).toBe("throttled");
    await vi.advanceTimersByTimeAsync(1);
    expect(await scheduler.runCheck()).toBe("generated");
    expect(generate).toHaveBeenCalledTimes(2);
  });

  it("skips a roadmap generated less than 5 minutes ago", async () => {
    const { scheduler, generate, stored } = setup();
    stored.set("s2", Date.now() - GENERATION_TIMING.perRoadmapGuardMs + 1);
    expect(await scheduler.runCheck()).toBe("recently-generated");
    await vi.advanceTimersByTimeAsync(1);
    expect(await scheduler.runCheck()).toBe("generated");
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it("skips while a check is already running", async () => {
    const { scheduler, generate } = setup();
    let release: (value: boolean) => void = () => {};
    generate.mockImplementationOnce(() => new Promise<boolean>((resolve) => (release = resolve)));
    const first = scheduler.runCheck();
    expect(await scheduler.runCheck()).toBe("running");
    release(true);
    expect(await first).toBe("generated");
  });

  it("does not remember a failed attempt, and does nothing without a target", async () => {
    const failing = setup();
    failing.generate.mockRejectedValueOnce(new Error("boom"));
    expect(await failing.scheduler.runCheck()).toBe("skipped");
    expect(failing.stored.size).toBe(0);
    const idle = setup(null);
    expect(await idle.scheduler.runCheck()).toBe("no-target");
  });

  it("cancels pending checks on dispose", async () => {
    const { scheduler, generate } = setup();
    scheduler.scheduleAfterLoad();
    scheduler.dispose();
    await vi.advanceTimersByTimeAsync(GENERATION_TIMING.initialDelayMs * 2);
    expect(generate).not.toHaveBeenCalled();
  });
});

describe("parseStoredTimestamp", () => {
  it("reads numbers and rejects garbage", () => {
    expect(parseStoredTimestamp("1700000000000")).toBe(1700000000000);
    expect(parseStoredTimestamp("soon")).toBeNull();
    expect(parseStoredTimestamp(null)).toBeNull();
  });
});
