import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastItem, ToastVariant } from "./toast-cards.tsx";

export type { ToastItem, ToastVariant } from "./toast-cards.tsx";
export type ToastOptions = { variant?: ToastVariant; durationMs?: number };

/** The cards (and their icons) load with the first toast; the live regions are there from the start. */
const ToastCards = lazy(() => import("./toast-cards.tsx").then((module) => ({ default: module.ToastCards })));

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

/** Removes a toast before its time is up. */
export function dismissToast(id: number): void {
  publish(items.filter((item) => item.id !== id));
}

/** Shows a short message in the Toaster; returns its id. */
export function toast(message: string, { variant = "info", durationMs = 3000 }: ToastOptions = {}): number {
  const id = nextId++;
  // The same message twice in a row replaces the first instead of stacking.
  publish([...items.filter((item) => item.message !== message), { id, message, variant }].slice(-4));
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renders toasts; mount once (root layout). Errors are announced assertively, others politely: both
 * live regions are in the page from the start, so a toast added later is announced.
 */
export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  const polite = current.filter((item) => item.variant !== "error");
  const assertive = current.filter((item) => item.variant === "error");
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 sm:items-end sm:right-4 sm:left-auto">
      <div aria-live="polite" className="contents">
        {polite.length > 0 && (
          <Suspense fallback={null}>
            <ToastCards items={polite} onDismiss={dismissToast} />
          </Suspense>
        )}
      </div>
      <div aria-live="assertive" className="contents">
        {assertive.length > 0 && (
          <Suspense fallback={null}>
            <ToastCards items={assertive} onDismiss={dismissToast} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
