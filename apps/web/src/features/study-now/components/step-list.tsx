import type { StudySession } from "@brainy/contract";
import { Check, Circle, CircleDot, SkipForward } from "lucide-react";
import { cx } from "../../../components/ui/index.ts";
import { stepTitle } from "./step-details.ts";

const stateWords = { done: "done", skipped: "skipped", pending: "to do" } as const;

/** Every step in order with its state (in words, not colour alone). */
export function StepList({ session }: { session: StudySession }) {
  return (
    <ol className="flex flex-col gap-2" aria-label="Today's steps" data-testid="study-steps">
      {session.steps.map((step) => {
        const current = step.index === session.current;
        const Icon =
          step.state === "done"
            ? Check
            : step.state === "skipped"
              ? SkipForward
              : current
                ? CircleDot
                : Circle;
        return (
          <li
            key={step.index}
            aria-current={current ? "step" : undefined}
            className={cx(
              "flex items-start gap-3 rounded-xl px-3 py-2 text-sm",
              current ? "bg-primary/10 font-medium text-text" : "text-muted",
            )}
            data-state={step.state}
          >
            <Icon
              aria-hidden="true"
              size={16}
              className={cx(
                "mt-0.5 shrink-0",
                step.state === "done" ? "text-success" : current ? "text-primary" : "",
              )}
            />
            <span className="min-w-0 flex-1 break-words">{stepTitle(step)}</span>
            <span className="shrink-0 text-xs">{current ? "now" : stateWords[step.state]}</span>
          </li>
        );
      })}
    </ol>
  );
}
