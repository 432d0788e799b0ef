import { MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import { Textarea } from "../../../components/ui/index.ts";
import type { WizardAction, WizardState } from "../lib/goal-wizard.ts";
import { MaterialPicker } from "./material-picker.tsx";

type StepProps = { state: WizardState; dispatch: (action: WizardAction) => void; onSubmit: () => void };

/** Step 1: the goal in the learner's own words. */
export function DescribeStep({ state, dispatch, onSubmit }: StepProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-muted">
        Describe what you want to learn. The AI planner may ask a question or two, then recommends courses.
      </p>
      <Textarea
        label="Your learning goal"
        placeholder="e.g. Learn Python to automate reports at work"
        rows={4}
        value={state.description}
        maxLength={2000}
        disabled={state.busy !== null}
        error={state.error ?? undefined}
        onChange={(event) => dispatch({ type: "describe", description: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) onSubmit();
        }}
        autoFocus
      />
      <MaterialPicker
        sourceIds={state.sourceIds}
        disabled={state.busy !== null}
        onToggle={(sourceId, used) => dispatch({ type: "toggle-source", sourceId, used })}
      />
      <p className="text-sm text-muted">
        Prefer a quick form?{" "}
        <Link
          to="/goals/new"
          className="font-medium text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
        >
          Describe your goal and pick a difficulty
        </Link>
      </p>
    </form>
  );
}

/** Step 2: one clarifying question from the planner, with the answers given so far. */
export function ClarifyStep({ state, dispatch, onSubmit }: StepProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-4"
    >
      {state.clarifications.length > 0 && (
        <ol className="flex flex-col gap-2 text-sm" aria-label="Your answers so far">
          {state.clarifications.map((item, index) => (
            <li key={index} className="rounded-xl bg-surface-2 px-3 py-2">
              <p className="text-muted">{item.question}</p>
              <p className="mt-0.5 text-text">{item.answer}</p>
            </li>
          ))}
        </ol>
      )}
      <div className="flex items-start gap-3 rounded-xl border border-primary/40 bg-primary/10 p-3">
        <MessageCircleQuestion aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-primary-strong" />
        <p className="text-sm font-medium text-text" id="clarifying-question">
          {state.question}
        </p>
      </div>
      <Textarea
        label="Your answer"
        rows={3}
        value={state.answer}
        maxLength={2000}
        disabled={state.busy !== null}
        error={state.error ?? undefined}
        onChange={(event) => dispatch({ type: "answer", answer: event.target.value })}
        autoFocus
      />
    </form>
  );
}
