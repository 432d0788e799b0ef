import { Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cx } from "./ui/index.ts";

const EXPLANATION =
  "This content was written by the offline demo model, not a full AI model. It is a fair sample of how Brainy AI works.";

/**
 * A small 'Demo AI' badge beside generated content; pressing it (or hovering) says in plain words
 * what it means. The configuration hint for operators lives in the README, the start-up log and
 * /api/health, not here.
 */
export function DemoAiNotice({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !wrapper.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);
  return (
    <span ref={wrapper} className={cx("relative inline-flex self-start", className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-describedby={id}
        onClick={() => setOpen((value) => !value)}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        className="inline-flex items-center gap-1 rounded-full border border-warning/40 bg-warning/10 px-2.5 py-0.5 text-xs font-semibold text-warning focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Sparkles aria-hidden="true" size={12} />
        Demo AI
      </button>
      <span
        id={id}
        role="tooltip"
        className={cx(
          "absolute top-full left-0 z-30 mt-2 w-64 rounded-xl border border-border bg-surface p-3 text-xs leading-relaxed text-text shadow-lg",
          open ? "block" : "sr-only",
        )}
      >
        {EXPLANATION}
      </span>
    </span>
  );
}
