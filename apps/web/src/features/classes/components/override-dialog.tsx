import type { OpenAnswer } from "@brainy/contract";
import { type FormEvent, useState } from "react";
import { Button, Dialog, FormAlert, Select, Textarea, toast } from "../../../components/ui/index.ts";
import { useOverrideGrade } from "../api/assignments.ts";

const GRADES = [
  { value: "1", label: "Right (100 %)" },
  { value: "0.75", label: "Mostly right (75 %)" },
  { value: "0.5", label: "Half right (50 %)" },
  { value: "0.25", label: "Mostly wrong (25 %)" },
  { value: "0", label: "Wrong (0 %)" },
];

/** Overrides an AI-graded open answer with a comment the student sees. Escape closes it. */
export function OverrideDialog({
  classId,
  answer,
  onClose,
}: {
  classId: string;
  answer: OpenAnswer | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={answer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={answer ? `Review ${answer.studentName}'s answer` : "Review"}
      description={answer?.question}
    >
      {answer && (
        <OverrideForm
          key={`${answer.lessonId}:${answer.questionIndex}`}
          classId={classId}
          answer={answer}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

/** The form, keyed by the answer: a newly opened answer starts afresh. */
function OverrideForm({
  classId,
  answer,
  onClose,
}: {
  classId: string;
  answer: OpenAnswer;
  onClose: () => void;
}) {
  const [points, setPoints] = useState(String(answer.override?.points ?? 1));
  const [comment, setComment] = useState("");
  const override = useOverrideGrade(classId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) return;
    override.mutate(
      {
        lessonId: answer.lessonId,
        questionIndex: answer.questionIndex,
        points: Number(points),
        comment: comment.trim(),
      },
      {
        onSuccess: (result) => {
          toast(`Grade changed: the lesson's score is now ${result.score} %.`, { variant: "success" });
          onClose();
        },
      },
    );
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      <blockquote className="rounded-xl border border-border bg-surface-2 p-3 text-sm break-words">
        {answer.answer}
      </blockquote>
      {answer.feedback && <p className="text-sm text-muted">AI feedback: {answer.feedback}</p>}
      <Select
        label="Grade"
        value={GRADES.some((g) => g.value === points) ? points : "1"}
        onChange={(event) => setPoints(event.target.value)}
        options={GRADES}
      />
      <Textarea
        label="Comment for the student"
        required
        maxLength={2000}
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <div aria-live="polite">{override.error && <FormAlert>{override.error.message}</FormAlert>}</div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={override.isPending}>
          Save grade
        </Button>
      </div>
    </form>
  );
}
