import type { Goal, GoalCreationProgress } from "@brainy/contract";
import { Check } from "lucide-react";
import { useMemo, useState } from "react";
import { DemoAiNotice } from "../../../components/demo-ai-notice.tsx";
import { Button, Dialog, Spinner } from "../../../components/ui/index.ts";
import { useGoalWizard } from "../hooks/use-goal-wizard.ts";
import { hasUnsavedProgress, type WizardCourse } from "../lib/goal-wizard.ts";
import { ConfirmCloseDialog } from "./confirm-close-dialog.tsx";
import { CourseSelectionStep } from "./course-selection-step.tsx";
import { ClarifyStep, DescribeStep } from "./wizard-steps.tsx";

const STEP_LABELS = {
  describe: "Step 1 of 3: describe your goal",
  clarify: "Step 2 of 3: answer the planner's question",
  select: "Step 3 of 3: choose your courses",
} as const;

type NewGoalDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (goal: Goal) => void;
  /** Creating hit the goal limit: show the goal limit dialog instead. */
  onGoalLimit: (variant: "free-limit" | "pro-maximum") => void;
  /** True when the demo AI provider writes the plan (its output is labelled). */
  isDemoAi: boolean;
};

/** 'Set Your Learning Goal': description, clarifying questions, then recommended courses. */
export function NewGoalDialog({ open, onClose, onCreated, onGoalLimit, isDemoAi }: NewGoalDialogProps) {
  const [confirmingClose, setConfirmingClose] = useState(false);
  const callbacks = useMemo(
    () => ({
      onCreated: (goal: Goal) => {
        onCreated(goal);
        onClose();
      },
      onPlanningUpgradeRequired: onClose,
      onGoalLimit: (variant: "free-limit" | "pro-maximum") => {
        onClose();
        onGoalLimit(variant);
      },
    }),
    [onCreated, onClose, onGoalLimit],
  );
  const { state, dispatch, next, back, submit, reset, roadmaps } = useGoalWizard(callbacks);

  const closeNow = () => {
    setConfirmingClose(false);
    reset();
    onClose();
  };
  const requestClose = () => (hasUnsavedProgress(state) ? setConfirmingClose(true) : closeNow());
  const busy = state.busy !== null;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => !next && requestClose()}
        title="Set Your Learning Goal"
        description={STEP_LABELS[state.step]}
        size="lg"
        footer={
          <WizardFooter
            step={state.step}
            error={state.step === "select" ? state.error : null}
            busy={busy}
            submitting={state.busy === "submitting"}
            canGoBack={state.step !== "describe"}
            onBack={back}
            onNext={state.step === "select" ? () => void submit() : next}
          />
        }
      >
        {state.busy === "planning" ? (
          <div className="flex min-h-40 flex-col items-center justify-center gap-3" aria-live="polite">
            <Spinner label="Planning your goal…" showLabel size={28} />
            {state.arriving.length === 0 ? (
              <p className="text-xs text-muted">The AI planner is reading your goal.</p>
            ) : (
              <PlannedSoFar courses={state.arriving} />
            )}
          </div>
        ) : state.busy === "submitting" ? (
          <RoadmapsSoFar roadmaps={roadmaps} />
        ) : state.step === "describe" ? (
          <DescribeStep state={state} dispatch={dispatch} onSubmit={next} />
        ) : state.step === "clarify" ? (
          <ClarifyStep state={state} dispatch={dispatch} onSubmit={next} />
        ) : (
          <CourseSelectionStep
            state={state}
            dispatch={dispatch}
            demoNotice={isDemoAi ? <DemoAiNotice /> : undefined}
          />
        )}
      </Dialog>
      <ConfirmCloseDialog
        open={confirmingClose}
        onKeepWorking={() => setConfirmingClose(false)}
        onConfirmClose={closeNow}
      />
    </>
  );
}

function WizardFooter(props: {
  step: "describe" | "clarify" | "select";
  /** Course selection errors sit by the Submit button, where a phone user is looking. */
  error: string | null;
  busy: boolean;
  submitting: boolean;
  canGoBack: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <>
      {props.error && (
        <p role="alert" className="w-full text-right text-sm font-medium text-danger">
          {props.error}
        </p>
      )}
      {props.canGoBack && (
        <Button variant="secondary" onClick={props.onBack} disabled={props.busy} className="mr-auto">
          Back
        </Button>
      )}
      <Button onClick={props.onNext} disabled={props.busy && !props.submitting} loading={props.submitting}>
        {props.step === "select" ? (props.submitting ? "Creating your goal…" : "Submit") : "Next"}
      </Button>
    </>
  );
}

/** The courses the planner has written so far, while it writes the rest. */
function PlannedSoFar({ courses }: { courses: WizardCourse[] }) {
  return (
    <div className="w-full max-w-md">
      <h3 className="mb-2 text-xs font-medium text-muted">Courses planned so far</h3>
      <ol className="flex flex-col gap-2" aria-label="Courses planned so far">
        {courses.filter(Boolean).map((course) => (
          <li key={course.title} className="rounded-lg border border-border bg-surface px-3 py-2 text-sm">
            {course.title}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Each chosen course's roadmap as the AI writes it, while the goal is being created. */
function RoadmapsSoFar({ roadmaps }: { roadmaps: GoalCreationProgress[] }) {
  const courses = roadmaps.filter(Boolean);
  const written = courses.filter((c) => c.done).length;
  return (
    <div className="flex min-h-40 flex-col gap-3" data-roadmaps>
      <div className="flex items-center gap-3" aria-live="polite">
        <Spinner size={20} decorative />
        <p className="font-medium">
          {courses.length === 0
            ? "Writing your courses' roadmaps…"
            : `Writing your courses' roadmaps: ${written} of ${courses.length} ready`}
        </p>
      </div>
      <ol className="flex flex-col gap-2" aria-label="Roadmaps written so far">
        {courses.map((course) => (
          <li
            key={course.courseIndex}
            className="rounded-lg border border-border bg-surface px-3 py-2 text-sm"
          >
            <p className="flex items-center gap-2 font-semibold">
              {course.done && <Check aria-hidden="true" size={15} className="shrink-0 text-success" />}
              {course.courseTitle}
            </p>
            {course.sections.length > 0 && <p className="mt-1 text-muted">{course.sections.join(" · ")}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
