import type { LessonAssessmentQuestion as Question } from "@brainy/contract";
import { Card, Textarea } from "../../../components/ui/index.ts";

/** One question: its options as radio cards (multiple choice) or a free-text answer (open). */
export function QuestionCard({
  question: q,
  answer,
  onAnswer,
}: {
  question: Question;
  answer: string | undefined;
  onAnswer: (answer: string) => void;
}) {
  return (
    <Card className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">
          {q.index + 1}. {q.question}
        </legend>
        {q.type === "multiple-choice" ? (
          q.options.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 hover:bg-surface-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="radio"
                name={`question-${q.index}`}
                value={option}
                required
                checked={answer === option}
                onChange={() => onAnswer(option)}
                className="mt-1 accent-[var(--primary)]"
              />
              <span>{option}</span>
            </label>
          ))
        ) : (
          <Textarea
            label={`Answer to question ${q.index + 1}`}
            hideLabel
            placeholder="Your answer..."
            required
            rows={4}
            maxLength={4000}
            value={answer ?? ""}
            onChange={(event) => onAnswer(event.target.value)}
          />
        )}
      </fieldset>
    </Card>
  );
}
