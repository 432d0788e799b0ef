import { OPTION_LETTERS } from "@brainy/contract";
import { cx, Textarea } from "../../../components/ui/index.ts";
import type { FlatTopicQuestion } from "../lib/topic-flow.ts";

/** One topic-assessment question: options as a radio group, or a free-text box. */
export function TopicQuestion({
  item,
  value,
  onChange,
}: {
  item: FlatTopicQuestion;
  value: string;
  onChange: (value: string) => void;
}) {
  const labelId = `topic-question-${item.key.replace(":", "-")}`;
  if (item.question.type === "open-ended") {
    return (
      <Textarea
        label={item.question.question}
        hint={item.question.expectedLength ? `Expected length: ${item.question.expectedLength}` : undefined}
        rows={4}
        maxLength={5000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-base font-semibold">
        {item.question.question}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-col gap-2">
        {item.question.options.map((option, index) => (
          <label
            key={option}
            className={cx(
              "relative flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring",
              value === option ? "border-primary bg-primary/10" : "border-border hover:bg-surface-2",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={labelId}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span
              aria-hidden="true"
              className={cx(
                "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-bold",
                value === option ? "border-primary bg-primary text-primary-fg" : "border-border text-muted",
              )}
            >
              {OPTION_LETTERS[index] ?? index + 1}
            </span>
            <span className="pt-0.5">{option}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
