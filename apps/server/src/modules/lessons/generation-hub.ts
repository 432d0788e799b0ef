import type { LessonBlock, LessonWorkKind } from "@brainy/contract";

/**
 * What a running generation, or a lesson's background work, tells followers in this process (the
 * database stays the truth).
 */
export type GenerationEvent =
  | { type: "block"; index: number; block: LessonBlock }
  | { type: "done" }
  | { type: "failed"; error: unknown }
  | { type: "work"; kind: LessonWorkKind };

/**
 * In-process fan-out of lesson generation events and the generations this process runs. It only
 * makes followers on this instance fast; followers on other instances poll the saved blocks.
 */
export class GenerationHub {
  private readonly listeners = new Map<string, Set<(event: GenerationEvent) => void>>();
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  subscribe(lessonId: string, listener: (event: GenerationEvent) => void): () => void {
    const set = this.listeners.get(lessonId) ?? new Set();
    set.add(listener);
    this.listeners.set(lessonId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(lessonId);
    };
  }

  publish(lessonId: string, event: GenerationEvent): void {
    for (const listener of this.listeners.get(lessonId) ?? []) listener(event);
  }

  /** Runs a generation in this process; its signal aborts on shutdown. */
  run(lessonId: string, work: (signal: AbortSignal) => Promise<void>): void {
    const controller = new AbortController();
    const done = work(controller.signal).finally(() => this.running.delete(lessonId));
    this.running.set(lessonId, { controller, done });
  }

  isRunningHere(lessonId: string): boolean {
    return this.running.has(lessonId);
  }

  /** Stops every generation of this process (shutdown) and waits for them to be marked idle, so they restart later. */
  async stopAll(): Promise<void> {
    const running = [...this.running.values()];
    for (const { controller } of running) controller.abort(new Error("server shutting down"));
    await Promise.allSettled(running.map((r) => r.done));
  }
}
