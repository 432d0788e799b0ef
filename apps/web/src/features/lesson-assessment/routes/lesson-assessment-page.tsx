import type { LessonAssessment } from "@brainy/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import {
  Button,
  ButtonLink,
  Card,
  Dialog,
  EmptyState,
  Spinner,
  Textarea,
} from "../../../components/ui/index.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import type { PlanLimit } from "../../../lib/plan-limit.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import {
  deleteLessonAssessment,
  generateLessonAssessment,
  getLessonAssessment,
  submitLessonAssessment,
} from "../api/assessment.ts";
import { nextLessonAction, useNextLesson } from "../components/use-next-lesson.ts";

/** Opens what explains the limit: the daily lesson (hours until it resets) or the Free topic. */
function showPlanLimit(limit: PlanLimit) {
  if (limit.kind === "daily-lesson") emitAppEvent(appEvents.dailyLessonLimit, limit.quota);
  else emitAppEvent(appEvents.proRequired, { error: "PRO_REQUIRED", details: { reason: "SECTION_LIMIT" } });
}

/** The lesson assessment page (/lessons/:lessonId/assessment): questions, server grading, the way on. */
export function Component() {
  const { lessonId = "" } = useParams<{ lessonId: string }>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);
  const query = useQuery({
    queryKey: queryKeys.lessons.assessment(lessonId),
    queryFn: async () => {
      const existing = await getLessonAssessment(lessonId);
      if (existing && existing.status === "ready") return existing;
      setGenerating(true);
      try {
        return await generateLessonAssessment(lessonId);
      } finally {
        setGenerating(false);
      }
    },
    retry: false,
  });
  const next = useNextLesson(lessonId);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const [wantsNext, setWantsNext] = useState(false);
  const assessment = query.data;

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), 5000);
    return () => clearTimeout(timer);
  }, [error]);

  // A click on 'Go to Next Lesson' before the server answered is kept and acted on when it does:
  // open the lesson, the learning plan, or what explains the plan limit.
  useEffect(() => {
    if (!wantsNext) return;
    const action = nextLessonAction(next.state);
    if (!action) return;
    if ("open" in action) navigate(action.open);
    else {
      setWantsNext(false);
      showPlanLimit(action.limit);
    }
  }, [wantsNext, next.state, navigate]);

  async function submit(current: LessonAssessment) {
    setSubmitting(true);
    setError(null);
    try {
      const graded = await submitLessonAssessment(current.id, {
        answers: current.questions.map((q) => ({
          questionIndex: q.index,
          selectedAnswer: answers[q.index] ?? "",
          question: q.question,
        })),
      });
      queryClient.setQueryData(queryKeys.lessons.assessment(lessonId), graded);
      await queryClient.invalidateQueries({ queryKey: queryKeys.lessons.detail(lessonId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.learningPlan.all });
      window.scrollTo({ top: 0, behavior: "smooth" });
    } catch (failure) {
      setError(`Failed to submit assessment: ${(failure as Error).message}`);
    } finally {
      setSubmitting(false);
    }
  }

  async function regenerate(current: LessonAssessment) {
    setConfirmRegenerate(false);
    setAnswers({});
    setError(null);
    try {
      await deleteLessonAssessment(current.id);
      setGenerating(true);
      const fresh = await generateLessonAssessment(lessonId);
      queryClient.setQueryData(queryKeys.lessons.assessment(lessonId), fresh);
    } catch (failure) {
      setError(`Failed to regenerate assessment: ${(failure as Error).message}`);
    } finally {
      setGenerating(false);
    }
  }

  const header = (
    <header className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold tracking-tight">Lesson Assessment</h1>
    </header>
  );
  if (query.isPending || generating) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {header}
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner
            label={generating ? "Generating assessment questions..." : "Loading assessment..."}
            showLabel
            size={28}
          />
        </div>
      </div>
    );
  }
  if (query.isError || !assessment) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {header}
        <Card role="alert" className="flex flex-col items-start gap-3">
          <p className="text-danger">
            {query.error?.message || "Failed to load assessment. Please try again later."}
          </p>
          <ButtonLink to={`/lessons/${lessonId}`} variant="secondary">
            Back to Lesson
          </ButtonLink>
        </Card>
      </div>
    );
  }
  if (assessment.questions.length === 0) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {header}
        <EmptyState title="No assessment questions available." />
      </div>
    );
  }

  const result = assessment.result;
  const nextButton = (() => {
    if (next.state.kind === "upgrade") {
      const limit = next.state.limit;
      return <Button onClick={() => showPlanLimit(limit)}>Upgrade Required</Button>;
    }
    const busy = wantsNext && (next.state.kind === "checking" || next.state.kind === "preparing");
    return (
      <Button onClick={() => setWantsNext(true)} disabled={busy}>
        {busy ? "Preparing Next Lesson..." : "Go to Next Lesson"}
      </Button>
    );
  })();

  if (result) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {header}
        <Card className="flex flex-col gap-3">
          <h2 className="text-2xl font-bold">Assessment Results</h2>
          <p className={`text-5xl font-bold ${result.passed ? "text-success" : "text-danger"}`}>
            {result.score}%
          </p>
          <p className="text-lg">{result.message}</p>
          {result.detail && <p className="font-medium text-danger">{result.detail}</p>}
          {next.state.kind === "preparing" && (
            <p className="text-sm text-muted" role="status">
              Next lesson content is being prepared...
            </p>
          )}
          <div className="flex flex-wrap gap-3 pt-2">
            <ButtonLink to={`/lessons/${lessonId}`} variant="secondary">
              Back to Lesson
            </ButtonLink>
            {nextButton}
            {!result.passed && (
              <Button variant="ghost" onClick={() => setConfirmRegenerate(true)}>
                Regenerate Assessment
              </Button>
            )}
          </div>
        </Card>
        <ol className="flex flex-col gap-3" aria-label="Your answers">
          {result.questions.map((q) => {
            const question = assessment.questions[q.index];
            return (
              <li key={q.index}>
                <Card className="flex flex-col gap-2">
                  <p className="flex items-start gap-2 font-semibold">
                    {q.correct ? (
                      <CheckCircle2 aria-label="Correct" className="mt-0.5 shrink-0 text-success" size={18} />
                    ) : (
                      <XCircle aria-label="Incorrect" className="mt-0.5 shrink-0 text-danger" size={18} />
                    )}
                    <span>
                      {q.index + 1}. {question?.question}
                    </span>
                  </p>
                  <p className="text-sm">
                    <span className="text-muted">Your answer: </span>
                    {q.yourAnswer}
                  </p>
                  {!q.correct || question?.type === "open" ? (
                    <p className="text-sm">
                      <span className="text-muted">
                        {question?.type === "open" ? "A model answer: " : "Correct answer: "}
                      </span>
                      {q.correctAnswer}
                    </p>
                  ) : null}
                  {q.feedback && <p className="rounded-lg bg-surface-2 p-2 text-sm">{q.feedback}</p>}
                </Card>
              </li>
            );
          })}
        </ol>
        <RegenerateDialog
          open={confirmRegenerate}
          onOpenChange={setConfirmRegenerate}
          onConfirm={() => regenerate(assessment)}
        />
      </div>
    );
  }

  const complete = assessment.questions.every((q) => (answers[q.index] ?? "").trim() !== "");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      {header}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) void submit(assessment);
        }}
      >
        {assessment.questions.map((q) => (
          <Card key={q.index} className="flex flex-col gap-3">
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
                      checked={answers[q.index] === option}
                      onChange={() => setAnswers((a) => ({ ...a, [q.index]: option }))}
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
                  value={answers[q.index] ?? ""}
                  onChange={(event) => setAnswers((a) => ({ ...a, [q.index]: event.target.value }))}
                />
              )}
            </fieldset>
          </Card>
        ))}
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={`/lessons/${lessonId}`} variant="secondary">
            Back to Lesson
          </ButtonLink>
          <Button type="submit" disabled={!complete || submitting}>
            {submitting ? "Submitting..." : "Submit Answers"}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirmRegenerate(true)}>
            Regenerate Assessment
          </Button>
        </div>
      </form>
      <RegenerateDialog
        open={confirmRegenerate}
        onOpenChange={setConfirmRegenerate}
        onConfirm={() => regenerate(assessment)}
      />
    </div>
  );
}

function RegenerateDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Regenerate Assessment"
      description="New questions will be created and your current answers will be reset, so you will have to start over. This cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={props.onConfirm}>
            Regenerate Anyway
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted">The questions are written again from the lesson.</p>
    </Dialog>
  );
}
