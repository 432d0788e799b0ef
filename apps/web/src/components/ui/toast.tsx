import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cx } from "./cx.ts";

export type ToastVariant = "info" | "success" | "error";
export type ToastOptions = { variant?: ToastVariant; durationMs?: number };
type ToastItem = { id: number; message: string; variant: ToastVariant };

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

const icons = { info: Info, success: CircleCheck, error: CircleAlert } as const;
const tones = { info: "text-accent", success: "text-success", error: "text-danger" } as const;

/** Renders toasts; mount once (root layout). Errors are announced assertively, others politely. */
export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 sm:items-end sm:right-4 sm:left-auto">
      <div aria-live="polite" className="contents">
        {current
          .filter((item) => item.variant !== "error")
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </div>
      <div aria-live="assertive" className="contents">
        {current
          .filter((item) => item.variant === "error")
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </div>
    </div>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const Icon = icons[item.variant];
  return (
    <div
      role={item.variant === "error" ? "alert" : "status"}
      className="pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm text-text shadow-xl shadow-black/30"
    >
      <Icon aria-hidden="true" size={18} className={cx("mt-0.5 shrink-0", tones[item.variant])} />
      <p className="flex-1 leading-snug">{item.message}</p>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded-md p-1 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
