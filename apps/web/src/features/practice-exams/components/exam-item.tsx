import type { PracticeExamItem } from "@brainy/contract";
import { Textarea } from "../../../components/ui/index.ts";

/** One exam item: its choices as radio cards, or a written answer. No hints. */
export function ExamItem({
  item,
  total,
  answer,
  onAnswer,
  onLeave,
}: {
  item: PracticeExamItem;
  total: number;
  answer: string;
  onAnswer: (answer: string) => void;
  /** The written answer lost focus: save it now. */
  onLeave: () => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 flex flex-col gap-1">
        <span className="text-sm text-muted">
          Item {item.position + 1} of {total}
        </span>
        <span className="text-lg font-semibold">{item.question}</span>
      </legend>
      {item.kind === "choice" ? (
        item.options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 hover:bg-surface-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={`item-${item.position}`}
              value={option}
              checked={answer === option}
              onChange={() => onAnswer(option)}
              className="mt-1 accent-[var(--primary)]"
            />
            <span>{option}</span>
          </label>
        ))
      ) : (
        <Textarea
          label={`Your answer to item ${item.position + 1}`}
          hideLabel
          placeholder="Write your answer…"
          rows={5}
          maxLength={2000}
          value={answer}
          onChange={(event) => onAnswer(event.target.value)}
          onBlur={onLeave}
        />
      )}
    </fieldset>
  );
}
