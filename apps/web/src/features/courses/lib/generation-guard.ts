/** Timings of the automatic next-section lesson generation (spec part 1 section 9). */
export const GENERATION_TIMING = {
  /** First check after the courses screen loads. */
  initialDelayMs: 3_000,
  /** Check after the tab becomes visible again. */
  visibleDelayMs: 1_000,
  /** No new call within this long of the previous one. */
  throttleMs: 10_000,
  /** No call for a roadmap whose lessons were generated this recently (tracked in localStorage). */
  perRoadmapGuardMs: 300_000,
} as const;

type SectionLike = { id: string };
type LessonLike = { isCompleted: boolean };

/**
 * The first section that has no lessons while every lesson of the section before it is done,
 * scanning the course's sections in order; null when nothing needs generating.
 */
export function findSectionNeedingLessons<S extends SectionLike>(
  sections: readonly S[],
  lessonsBySection: Readonly<Record<string, readonly LessonLike[] | undefined>>,
): S | null {
  for (let index = 1; index < sections.length; index += 1) {
    const previous = lessonsBySection[sections[index - 1]!.id] ?? [];
    const current = lessonsBySection[sections[index]!.id] ?? [];
    if (current.length > 0) continue;
    if (previous.length > 0 && previous.every((lesson) => lesson.isCompleted)) return sections[index]!;
    // An empty section after an unfinished one: later sections cannot be ready either.
    return null;
  }
  return null;
}

export type GenerationSchedulerOptions = {
  /** The section to generate now, read fresh at check time; null when none. */
  findTarget: () => { id: string } | null;
  /** Asks the server to generate the section's lessons; resolves true when the attempt should be remembered. */
  generate: (roadmapId: string) => Promise<boolean>;
  readGeneratedAt: (roadmapId: string) => number | null;
  writeGeneratedAt: (roadmapId: string, at: number) => void;
  now?: () => number;
};

/** Why a check did nothing (returned for tests and logging). */
export type CheckOutcome =
  | "running"
  | "throttled"
  | "no-target"
  | "recently-generated"
  | "generated"
  | "skipped";

/**
 * Runs the generation check with the spec's guards: one check at a time, at most one call per
 * 10 s, and none for a roadmap generated under 5 minutes ago. Timers are the global ones so
 * tests can use fake timers; `dispose` cancels anything pending.
 */
export function createGenerationScheduler(options: GenerationSchedulerOptions) {
  const now = options.now ?? Date.now;
  let running = false;
  let lastCallAt: number | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  async function runCheck(): Promise<CheckOutcome> {
    if (running) return "running";
    if (lastCallAt !== null && now() - lastCallAt < GENERATION_TIMING.throttleMs) return "throttled";
    const target = options.findTarget();
    if (!target) return "no-target";
    const generatedAt = options.readGeneratedAt(target.id);
    if (generatedAt !== null && now() - generatedAt < GENERATION_TIMING.perRoadmapGuardMs) {
      return "recently-generated";
    }
    running = true;
    lastCallAt = now();
    try {
      const remember = await options.generate(target.id);
      if (remember) options.writeGeneratedAt(target.id, now());
      return remember ? "generated" : "skipped";
    } catch {
      return "skipped";
    } finally {
      running = false;
    }
  }

  function schedule(delayMs: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void runCheck();
    }, delayMs);
    timers.add(timer);
  }

  return {
    runCheck,
    /** The check 3 s after the screen loads. */
    scheduleAfterLoad: () => schedule(GENERATION_TIMING.initialDelayMs),
    /** The check about 1 s after the tab becomes visible. */
    scheduleAfterVisible: () => schedule(GENERATION_TIMING.visibleDelayMs),
    dispose: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Parses a stored timestamp (ms since epoch); null when absent or garbage. */
export function parseStoredTimestamp(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}
