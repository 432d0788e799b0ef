import { REVIEW_RATING_NAMES, type ReviewRating, type ReviewSuggestion } from "@brainy/contract";
import { Sparkles } from "lucide-react";
import { Button, Textarea } from "../../../components/ui/index.ts";

/** 'Type your answer': the learner writes before seeing the card's answer; Enter checks it. */
export function TypedAnswerForm({
  answer,
  onChange,
  onCheck,
  checking,
}: {
  answer: string;
  onChange: (answer: string) => void;
  onCheck: () => void;
  checking: boolean;
}) {
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onCheck();
      }}
    >
      <Textarea
        label="Your answer"
        hint="Enter checks it (Shift+Enter for a new line); the grader suggests a rating, you choose."
        rows={3}
        value={answer}
        maxLength={2000}
        // The card is the page's one task: its answer box takes the focus as each card shows.
        autoFocus
        data-testid="typed-answer"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onCheck();
          }
        }}
      />
      <Button type="submit" size="lg" className="min-h-14 w-full" loading={checking}>
        Check answer <kbd className="ml-2 font-mono text-xs opacity-80">Enter</kbd>
      </Button>
    </form>
  );
}

/** What the learner typed beside the grader's suggestion. */
export function TypedAnswerResult({
  answer,
  suggestion,
  spoken = false,
}: {
  answer: string;
  suggestion: ReviewSuggestion | null;
  /** Said aloud in hands-free review: 'You said', and 'yes' accepts. */
  spoken?: boolean;
}) {
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2 p-4 text-sm"
      aria-live="polite"
    >
      <p className="break-words whitespace-pre-wrap">
        <span className="font-medium">{spoken ? "You said: " : "You answered: "}</span>
        <span data-testid="typed-answer-echo">{answer || "(nothing)"}</span>
      </p>
      {suggestion && (
        <p className="flex items-start gap-2" data-testid="suggestion">
          <Sparkles aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-primary" />
          <span>
            <span className="font-semibold">
              Suggested: {REVIEW_RATING_NAMES[suggestion.rating as ReviewRating]}.
            </span>{" "}
            {suggestion.feedback}{" "}
            {spoken
              ? "Say yes or press Enter to accept, or say or choose another rating."
              : "Press Enter to accept, or choose another rating."}
          </span>
        </p>
      )}
    </div>
  );
}
