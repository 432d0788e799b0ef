import { Mic, Volume2 } from "lucide-react";
import { Button, cx, Spinner } from "../../../components/ui/index.ts";
import type { HandsFreePhase } from "../hooks/use-hands-free.ts";

const TEXT: Record<Exclude<HandsFreePhase["kind"], "off" | "keys">, string> = {
  reading: "Reading the card aloud…",
  listening: "Listening…",
  transcribing: "Listening to your recording…",
  suggesting: "Reading the grader's suggestion…",
};

/** What hands-free review is doing now, and the button that Space presses. */
export function HandsFreeStatus({ phase, onAdvance }: { phase: HandsFreePhase; onAdvance: () => void }) {
  if (phase.kind === "off") return null;
  const busy = phase.kind === "transcribing";
  let text = phase.kind === "keys" ? phase.message : TEXT[phase.kind];
  if (phase.kind === "listening")
    text =
      phase.for === "answer"
        ? "Listening: say your answer. It is sent after a second of quiet."
        : "Listening: say yes to accept the suggestion, or again, hard, good or easy.";
  if (phase.kind === "transcribing")
    text = phase.for === "answer" ? "Checking your answer…" : "Hearing your rating…";
  const action =
    phase.kind === "reading"
      ? "Answer now"
      : phase.kind === "suggesting"
        ? "Skip to the rating"
        : phase.kind === "listening"
          ? phase.for === "answer"
            ? "Send my answer"
            : "Stop listening"
          : null;
  return (
    <div
      className={cx(
        "flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 text-sm",
        phase.kind === "keys" ? "border-warning/60 bg-warning/10" : "border-primary/40 bg-primary/5",
      )}
      data-testid="hands-free"
      data-phase={phase.kind === "listening" ? `listening-${phase.for}` : phase.kind}
    >
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <span className="mt-0.5 shrink-0 text-primary" aria-hidden="true">
          {busy ? (
            <Spinner decorative size={16} />
          ) : phase.kind === "listening" ? (
            <Mic size={16} className="motion-safe:animate-pulse" />
          ) : (
            <Volume2 size={16} />
          )}
        </span>
        <div className="flex min-w-0 flex-col gap-1" role="status" data-testid="hands-free-status">
          <p className="font-medium">{text}</p>
          {phase.kind === "listening" && phase.note && <p className="text-muted">{phase.note}</p>}
        </div>
      </div>
      {action && (
        <Button variant="secondary" size="md" onClick={onAdvance} aria-keyshortcuts="Space">
          {action} <kbd className="ml-2 font-mono text-xs opacity-80">Space</kbd>
        </Button>
      )}
    </div>
  );
}
