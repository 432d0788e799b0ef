import { type FormEvent, type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { Button, Select, Textarea } from "../../../components/ui/index.ts";
import { appEvents, emitAppEvent, onAppEvent } from "../../../lib/events.ts";
import { AFTER_ASSESSMENT_PATH, type SimpleGoalFlow } from "../hooks/use-simple-goal.ts";
import { GOAL_LEVELS, type GoalLevel } from "../lib/goal-view.ts";
import { AssessmentOfferDialog } from "./assessment-offer-dialog.tsx";
import { GoalLimitDialog } from "./goal-limit-dialog.tsx";

/** The simple goal form: 'What do you want to learn?' and the difficulty (screen and dialog). */
export function SimpleGoalForm({ id, flow }: { id: string; flow: SimpleGoalFlow }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.submit();
  };
  return (
    <form id={id} onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <Textarea
        label="What do you want to learn?"
        placeholder="e.g. Build web apps with React"
        rows={5}
        maxLength={2000}
        value={flow.description}
        error={flow.error ?? undefined}
        disabled={flow.pending}
        onChange={(event) => flow.setDescription(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) submit(event);
        }}
        autoFocus
      />
      <Select
        label="Your desired course difficulty"
        value={flow.level}
        disabled={flow.pending}
        onChange={(event) => flow.setLevel(event.target.value as GoalLevel)}
        options={GOAL_LEVELS.map((value) => ({ value, label: value }))}
      />
    </form>
  );
}

/** Cancel and Create Goal for a SimpleGoalForm (they may sit outside it, e.g. in a dialog footer). */
export function SimpleGoalActions({
  formId,
  flow,
  cancel,
}: {
  formId: string;
  flow: SimpleGoalFlow;
  /** The Cancel control: a link on the screen, a button in the dialog. */
  cancel: ReactNode;
}) {
  return (
    <>
      {cancel}
      <Button type="submit" form={formId} disabled={!flow.description.trim()} loading={flow.pending}>
        {flow.pending ? "Creating goal…" : "Create Goal"}
      </Button>
    </>
  );
}

/**
 * After the simple form: the Goal Limit modal, 'Take a quick knowledge assessment?' and the
 * overlay assessment. `onLeave` runs on Skip Assessment or on leaving the unfinished assessment;
 * leaving a finished one goes on to the dashboard at once.
 */
export function SimpleGoalFollowUp({
  flow,
  onLeave,
  onLimitClose = flow.closeLimit,
}: {
  flow: SimpleGoalFlow;
  onLeave: () => void;
  /** Closing the Goal Limit modal; by default only the modal closes. */
  onLimitClose?: () => void;
}) {
  const navigate = useNavigate();
  const { assessment, completed, markCompleted } = flow;
  // The quick assessment is its own feature, shown by the shell: ask for it, hear how it ended.
  useEffect(() => {
    if (assessment) emitAppEvent(appEvents.openQuickQuiz, assessment);
  }, [assessment]);
  useEffect(() => {
    if (!assessment) return;
    const mine = (detail: { assessmentId?: string } | undefined) => detail?.assessmentId === assessment.id;
    const offCompleted = onAppEvent<{ assessmentId?: string }>(appEvents.quickQuizCompleted, (detail) => {
      if (mine(detail)) markCompleted();
    });
    const offClosed = onAppEvent<{ assessmentId?: string }>(appEvents.quickQuizClosed, (detail) => {
      if (mine(detail)) void (completed ? navigate(AFTER_ASSESSMENT_PATH) : onLeave());
    });
    return () => {
      offCompleted();
      offClosed();
    };
  }, [assessment, completed, markCompleted, navigate, onLeave]);
  return (
    <>
      {flow.created && !flow.assessment && (
        <AssessmentOfferDialog
          busy={flow.generating}
          error={flow.offerError}
          onSkip={onLeave}
          onTake={flow.takeAssessment}
        />
      )}
      <GoalLimitDialog variant={flow.limit} onClose={onLimitClose} />
    </>
  );
}
