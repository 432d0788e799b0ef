import { Timer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cx } from "../../../components/ui/index.ts";
import { clock } from "../lib/exam-text.ts";

/** The time left of a timed exam; `onTimeUp` once it reaches zero (the server submits what was answered). */
export function ExamTimer({ deadline, onTimeUp }: { deadline: string; onTimeUp: () => void }) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const left = end - now;
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  useEffect(() => {
    if (left <= 0 && !fired.current) {
      fired.current = true;
      onTimeUp();
    }
  }, [left, onTimeUp]);
  const low = left < 60_000;
  return (
    <div
      role="timer"
      aria-label="Time left"
      className={cx(
        "flex items-center gap-1.5 rounded-xl border px-3 py-1.5 font-mono text-sm tabular-nums",
        low ? "border-danger/50 bg-danger/10 text-danger" : "border-border bg-surface-2 text-text",
      )}
    >
      <Timer aria-hidden="true" size={16} />
      <span className="sr-only">Time left: </span>
      {clock(left)}
    </div>
  );
}
