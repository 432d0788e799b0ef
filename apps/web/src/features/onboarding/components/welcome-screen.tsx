import { Brain } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cx } from "../../../components/ui/index.ts";

export const WELCOME_TEXT = "Welcome to the new era of your intelligence";
/** Spec part 1 §9: one character every 70 ms; the screen ends after 7000 ms. */
export const WELCOME_CHAR_MS = 70;
export const WELCOME_DURATION_MS = 7000;

/**
 * Full-screen welcome: types the greeting, then pulses, and calls onComplete after 7 s (or on
 * Skip / Escape). Under prefers-reduced-motion the pulse and rings stay still; timing is kept.
 */
export function WelcomeScreen({ onComplete }: { onComplete: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const skipRef = useRef<HTMLButtonElement>(null);
  const done = useRef(false);
  const latest = useRef(onComplete);
  latest.current = onComplete;

  useEffect(() => {
    const start = performance.now();
    const finish = () => {
      if (done.current) return;
      done.current = true;
      latest.current();
    };
    const tick = setInterval(() => setElapsed(performance.now() - start), WELCOME_CHAR_MS);
    const end = setTimeout(finish, WELCOME_DURATION_MS);
    skipRef.current?.focus();
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, []);

  const skip = () => {
    if (done.current) return;
    done.current = true;
    latest.current();
  };

  const typed = Math.min(WELCOME_TEXT.length, Math.floor(elapsed / WELCOME_CHAR_MS));
  const typingDone = typed >= WELCOME_TEXT.length;
  const progress = Math.min(100, (elapsed / WELCOME_DURATION_MS) * 100);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="welcome-title"
      data-testid="welcome-screen"
      onKeyDown={(event) => {
        if (event.key === "Escape") skip();
        // The Skip button is the only control: keep focus inside the overlay.
        if (event.key === "Tab") {
          event.preventDefault();
          skipRef.current?.focus();
        }
      }}
      className="fixed inset-0 z-[80] flex flex-col items-center justify-center overflow-hidden bg-bg px-6 text-text"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute top-1/2 left-1/2 size-[42rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary/20 blur-3xl" />
        <div className="absolute -right-24 -bottom-24 size-96 rounded-full bg-accent/15 blur-3xl" />
      </div>

      <div aria-hidden="true" className="relative mb-10 flex size-36 items-center justify-center">
        <span className="absolute inset-0 rounded-full border border-primary/40 motion-safe:animate-ping [animation-duration:2.4s]" />
        <span className="absolute inset-4 rounded-full border border-accent/40" />
        <span
          className={cx(
            "relative flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent text-primary-fg shadow-2xl shadow-primary/40",
            typingDone && "motion-safe:animate-pulse",
          )}
        >
          <Brain size={44} strokeWidth={1.6} />
        </span>
      </div>

      <h1 id="welcome-title" className="sr-only">
        {WELCOME_TEXT}
      </h1>
      <p
        aria-hidden="true"
        data-testid="welcome-typed"
        className={cx(
          "relative max-w-3xl text-center text-3xl leading-tight font-bold tracking-tight sm:text-5xl",
          typingDone && "motion-safe:animate-pulse",
        )}
      >
        <span className="bg-gradient-to-r from-text via-primary-strong to-accent bg-clip-text text-transparent">
          {WELCOME_TEXT.slice(0, typed)}
        </span>
        <span
          className={cx(
            "ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] rounded-full bg-primary-strong",
            typingDone ? "opacity-0" : "motion-safe:animate-pulse",
          )}
        />
      </p>
      <p
        className={cx(
          "relative mt-6 max-w-md text-center text-base text-muted transition-opacity duration-700",
          typingDone ? "opacity-100" : "opacity-0",
        )}
      >
        Next, tell us what you want to learn and we'll plan the roadmap.
      </p>

      <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-4 px-6 pb-8">
        <button
          ref={skipRef}
          type="button"
          onClick={skip}
          className="rounded-xl border border-border bg-surface/70 px-4 py-2 text-sm font-medium text-text backdrop-blur transition-colors hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Skip intro
        </button>
        <div
          aria-hidden="true"
          data-testid="welcome-progress"
          className="h-1 w-full max-w-xs overflow-hidden rounded-full bg-border"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-primary to-accent"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
    </div>
  );
}
