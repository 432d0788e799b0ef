import { PRACTICE_EXAM_SIZES } from "@brainy/contract";
import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button, ButtonLink, Card, Checkbox, EmptyState, FormAlert } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useTier } from "../../../lib/tier.ts";
import { useOpenPracticeExams, useStartPracticeExam } from "../api/practice-exams.ts";
import { examAllowance, examLength } from "../lib/exam-text.ts";

/** /practice-exams/new?goalId=…&courseId=…: pick the scope, 10/20/40 items and the timer, then start. */
export function Component() {
  const [params] = useSearchParams();
  const goalId = params.get("goalId");
  const courseId = params.get("courseId");
  const navigate = useNavigate();
  const { tier } = useTier();
  const open = useOpenPracticeExams();
  const start = useStartPracticeExam();
  const [scope, setScope] = useState<"course" | "goal">(courseId ? "course" : "goal");
  const [size, setSize] = useState<(typeof PRACTICE_EXAM_SIZES)[number]>(10);
  const [timed, setTimed] = useState(false);

  if (!goalId)
    return (
      <EmptyState
        title="Choose a course first"
        description="Start a practice exam from a course's page."
        action={<ButtonLink to="/learning-plan">Go to your courses</ButtonLink>}
      />
    );
  const inProgress = open.data?.exams.find((e) => e.goalId === goalId);
  const error = start.error instanceof ApiError ? start.error : null;
  const busyExam = error?.details?.reason === "EXAM_IN_PROGRESS" ? String(error.details.examId) : null;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Practice exam</h1>
        <p className="text-muted">
          Questions from your course mixed with fresh ones, more of them on what you know least. No hints;
          graded when you submit, with a report by concept. Missed items become review cards.
        </p>
      </header>
      {inProgress ? (
        <Card className="flex flex-col gap-3" data-testid="exam-resume">
          <p>
            You have a practice exam in progress on <strong>{inProgress.title}</strong>: {inProgress.answered}{" "}
            of {inProgress.size} answered.
          </p>
          <ButtonLink to={`/practice-exams/${inProgress.id}`} className="self-start">
            Resume exam
          </ButtonLink>
        </Card>
      ) : (
        <Card className="flex flex-col gap-5">
          <form
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              start.mutate(
                { goalId, courseId: scope === "course" ? courseId : null, size, timed },
                { onSuccess: (exam) => navigate(`/practice-exams/${exam.id}`) },
              );
            }}
          >
            {courseId && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 font-semibold">What it covers</legend>
                {(["course", "goal"] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="scope"
                      value={value}
                      checked={scope === value}
                      onChange={() => setScope(value)}
                      className="accent-[var(--primary)]"
                    />
                    {value === "course" ? "This course" : "The whole goal"}
                  </label>
                ))}
              </fieldset>
            )}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold">How many items</legend>
              <div className="flex flex-wrap gap-2">
                {PRACTICE_EXAM_SIZES.map((n) => (
                  <label
                    key={n}
                    className="flex cursor-pointer items-center gap-2 rounded-xl border border-border px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                  >
                    <input
                      type="radio"
                      name="size"
                      value={n}
                      checked={size === n}
                      onChange={() => setSize(n)}
                      className="accent-[var(--primary)]"
                    />
                    {n} items
                  </label>
                ))}
              </div>
            </fieldset>
            <Checkbox
              label="Timed"
              description={`${examLength(size)} for ${size} items (90 seconds each). When time runs out, what you answered is submitted.`}
              checked={timed}
              onCheckedChange={setTimed}
            />
            <p className="text-sm text-muted">{examAllowance(tier)}</p>
            <FormAlert>
              {error && !busyExam
                ? error.message
                : start.isError && !error
                  ? "The exam could not be prepared. Please try again."
                  : null}
            </FormAlert>
            {busyExam && (
              <ButtonLink to={`/practice-exams/${busyExam}`} variant="outline" className="self-start">
                Resume the exam in progress
              </ButtonLink>
            )}
            <Button
              type="submit"
              size="lg"
              loading={start.isPending}
              className="self-start"
              data-testid="exam-start"
            >
              <ClipboardCheck aria-hidden="true" size={18} />
              {start.isPending ? "Preparing your exam…" : "Start exam"}
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
