import type { PracticeExam } from "@brainy/contract";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Send } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Button, Card, cx, FormAlert, ModalDialog } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { savePracticeExamAnswer, useSubmitPracticeExam } from "../api/practice-exams.ts";
import { ExamItem } from "./exam-item.tsx";
import { ExamTimer } from "./exam-timer.tsx";

/** Written answers are saved this long after the last keystroke (and when leaving the item). */
const SAVE_AFTER_MS = 800;

/** An exam being taken: one item at a time, answers saved as they are given, the timer, submit. */
export function ExamRunner({ exam }: { exam: PracticeExam }) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Record<number, string>>(() =>
    Object.fromEntries(exam.items.map((i) => [i.position, i.answer ?? ""])),
  );
  const firstOpen = exam.items.findIndex((i) => !i.answer);
  const [current, setCurrent] = useState(Math.max(firstOpen, 0));
  const [saveState, setSaveState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const [confirming, setConfirming] = useState(false);
  const timers = useRef(new Map<number, number>());
  const saving = useRef(new Set<Promise<unknown>>());
  const submit = useSubmitPracticeExam(exam.id);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.practiceExams.detail(exam.id) }),
    [queryClient, exam.id],
  );
  const save = (position: number, answer: string) => {
    window.clearTimeout(timers.current.get(position));
    timers.current.delete(position);
    setSaveState("saving");
    const request = savePracticeExamAnswer(exam.id, position, answer)
      .then(() => setSaveState("saved"))
      .catch((error: unknown) => {
        // Submitted elsewhere, or time is up: the exam's report is what to show now.
        if (error instanceof ApiError && error.status === 409) void refresh();
        else setSaveState("failed");
      })
      .finally(() => saving.current.delete(request));
    saving.current.add(request);
  };
  const flush = async () => {
    for (const [position] of timers.current) save(position, answers[position] ?? "");
    await Promise.all([...saving.current]);
  };
  const answer = (position: number, value: string, kind: "choice" | "open") => {
    setAnswers((prev) => ({ ...prev, [position]: value }));
    if (kind === "choice") return save(position, value);
    window.clearTimeout(timers.current.get(position));
    timers.current.set(
      position,
      window.setTimeout(() => save(position, value), SAVE_AFTER_MS),
    );
  };
  const go = (index: number) => {
    const item = exam.items[current]!;
    if (timers.current.has(item.position)) save(item.position, answers[item.position] ?? "");
    setCurrent(Math.max(0, Math.min(exam.items.length - 1, index)));
  };
  const unanswered = exam.items.filter((i) => !(answers[i.position] ?? "").trim()).length;
  const doSubmit = async () => {
    setConfirming(false);
    await flush();
    submit.mutate();
  };
  const item = exam.items[current]!;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">Practice exam: {exam.title}</h1>
          <p className="text-sm text-muted">
            {exam.size - unanswered} of {exam.size} answered ·{" "}
            <span aria-live="polite">
              {saveState === "saving"
                ? "Saving…"
                : saveState === "saved"
                  ? "Answers saved"
                  : saveState === "failed"
                    ? "Not saved: check your connection"
                    : "Answers are saved as you go"}
            </span>
          </p>
        </div>
        {exam.deadline && <ExamTimer deadline={exam.deadline} onTimeUp={() => void flush().then(refresh)} />}
      </div>
      <nav aria-label="Exam items">
        <ol className="flex flex-wrap gap-1.5">
          {exam.items.map((i, index) => {
            const done = Boolean((answers[i.position] ?? "").trim());
            return (
              <li key={i.position}>
                <button
                  type="button"
                  onClick={() => go(index)}
                  aria-current={index === current ? "step" : undefined}
                  aria-label={`Item ${i.position + 1}${done ? ", answered" : ", not answered"}`}
                  className={cx(
                    "size-9 rounded-lg border text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                    done ? "border-primary bg-primary/15 text-text" : "border-border bg-surface text-muted",
                    index === current && "ring-2 ring-primary",
                  )}
                >
                  {i.position + 1}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <Card>
        <ExamItem
          key={item.position}
          item={item}
          total={exam.size}
          answer={answers[item.position] ?? ""}
          onAnswer={(value) => answer(item.position, value, item.kind)}
          onLeave={() =>
            timers.current.has(item.position) && save(item.position, answers[item.position] ?? "")
          }
        />
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => go(current - 1)} disabled={current === 0}>
            <ChevronLeft aria-hidden="true" size={16} /> Previous
          </Button>
          <Button
            variant="outline"
            onClick={() => go(current + 1)}
            disabled={current === exam.items.length - 1}
          >
            Next <ChevronRight aria-hidden="true" size={16} />
          </Button>
        </div>
        <Button
          onClick={() => (unanswered > 0 ? setConfirming(true) : void doSubmit())}
          loading={submit.isPending}
          data-testid="exam-submit"
        >
          <Send aria-hidden="true" size={16} /> {submit.isPending ? "Grading…" : "Submit exam"}
        </Button>
      </div>
      <FormAlert>{submit.isError ? "The exam could not be graded. Please try again." : null}</FormAlert>
      <ModalDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Submit with items unanswered?"
        description={`${unanswered} item${unanswered === 1 ? " is" : "s are"} not answered; they count as wrong.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep answering
            </Button>
            <Button onClick={() => void doSubmit()}>Submit anyway</Button>
          </>
        }
      />
    </div>
  );
}
