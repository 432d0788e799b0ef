import type { ChatMode } from "@brainy/contract";
import { BookOpenText, Lightbulb, ListChecks } from "lucide-react";
import { cx } from "../../../components/ui/index.ts";

/** Each tutor mode's name, what it does, and how the question box reads in it. */
export const CHAT_MODES: Record<
  ChatMode,
  { label: string; icon: typeof BookOpenText; description: string; placeholder: string; inputLabel: string }
> = {
  explain: {
    label: "Explain",
    icon: BookOpenText,
    description: "Answers your questions.",
    placeholder: "Ask a question...",
    inputLabel: "Your question",
  },
  quiz: {
    label: "Quiz me",
    icon: ListChecks,
    description: "Asks one question at a time and checks your answer.",
    placeholder: "Say 'quiz me' to start, then type your answers...",
    inputLabel: "Your answer",
  },
  hint: {
    label: "Hint",
    icon: Lightbulb,
    description: "Guides you with hints and questions, never the answer.",
    placeholder: "What are you stuck on?",
    inputLabel: "What you are stuck on",
  },
};

const ORDER: ChatMode[] = ["explain", "quiz", "hint"];

/**
 * The tutor's mode as a segmented control: a labelled radio group (arrow keys move between the
 * modes), with one line saying what the chosen mode does. The mode goes with each message.
 */
export function ChatModePicker({
  name,
  mode,
  onChange,
}: {
  name: string;
  mode: ChatMode;
  onChange: (mode: ChatMode) => void;
}) {
  return (
    <fieldset className="mb-2 flex flex-col gap-1.5">
      <legend className="sr-only">Tutor mode</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-surface-2 p-1">
        {ORDER.map((value) => {
          const { label, icon: Icon } = CHAT_MODES[value];
          return (
            <label
              key={value}
              className={cx(
                "flex cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 py-1.5 text-xs font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring",
                mode === value
                  ? "bg-surface text-text shadow-sm ring-1 ring-border-strong"
                  : "text-muted hover:text-text",
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={mode === value}
                onChange={() => onChange(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" size={14} className={mode === value ? "text-primary" : undefined} />
              {label}
            </label>
          );
        })}
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {CHAT_MODES[mode].description}
      </p>
    </fieldset>
  );
}
