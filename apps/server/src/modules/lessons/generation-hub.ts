import type { LessonBlock, LessonWorkKind } from "@brainy/contract";
import type { EventBus } from "../../db/event-bus.ts";

/**
 * What a running generation, or a lesson's background work, tells followers in this process (the
 * database stays the truth).
 */
export type GenerationEvent =
  | { type: "block"; index: number; block: LessonBlock }
  | { type: "done" }
  | { type: "failed"; error: unknown }
  | { type: "work"; kind: LessonWorkKind }
  /** Another instance's generation saved, finished or failed: followers here read the row again. */
  | { type: "elsewhere" };

/** What crosses to other instances: which lesson, and for its work which kind. */
type BusMessage = { lessonId: string; kind?: LessonWorkKind };

/**
 * Fan-out of lesson generation and lesson work events, and the generations this process runs.
 * Followers on this instance get each event as it happens; with an event bus (PostgreSQL
 * LISTEN/NOTIFY) followers on other instances are woken too and read the database again. The
 * database stays the truth: followers still re-read it now and then, in case a message is lost.
 */
export class GenerationHub {
  private readonly listeners = new Map<string, Set<(event: GenerationEvent) => void>>();
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly unsubscribeBus: (() => void) | undefined;
  private readonly bus: EventBus | undefined;

  constructor(bus?: EventBus) {
    this.bus = bus;
    this.unsubscribeBus = bus?.subscribe((text) => {
      let message: BusMessage;
      try {
        message = JSON.parse(text) as BusMessage;
      } catch {
        return;
      }
      if (typeof message.lessonId !== "string") return;
      this.notify(
        message.lessonId,
        message.kind ? { type: "work", kind: message.kind } : { type: "elsewhere" },
      );
    });
  }

  subscribe(lessonId: string, listener: (event: GenerationEvent) => void): () => void {
    const set = this.listeners.get(lessonId) ?? new Set();
    set.add(listener);
    this.listeners.set(lessonId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(lessonId);
    };
  }

  /** Tells this instance's followers, and through the bus the other instances'. */
  publish(lessonId: string, event: GenerationEvent): void {
    this.notify(lessonId, event);
    if (!this.bus || event.type === "elsewhere") return;
    const message: BusMessage = event.type === "work" ? { lessonId, kind: event.kind } : { lessonId };
    this.bus.publish(JSON.stringify(message));
  }

  private notify(lessonId: string, event: GenerationEvent): void {
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
    this.unsubscribeBus?.();
    const running = [...this.running.values()];
    for (const { controller } of running) controller.abort(new Error("server shutting down"));
    await Promise.allSettled(running.map((r) => r.done));
  }
}
