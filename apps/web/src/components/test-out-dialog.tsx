import { PASS_MARK } from "@brainy/contract";
import { planLimitOf } from "../lib/plan-limit.ts";
import { useTestOutLesson } from "../lib/test-out-lesson.ts";
import { Button, Dialog, FormAlert } from "./ui/index.ts";

/**
 * Asks before a test-out (issue 38): the lesson's assessment without studying it. A Free learner
 * is told first that it counts as the day's lesson. Starting writes the lesson and its questions
 * when needed, then `onStarted` opens the assessment. Shared by the courses view and the lesson page.
 */
export function TestOutDialog({
  lesson,
  isPro,
  onClose,
  onStarted,
}: {
  /** The lesson to test out of; null: closed. */
  lesson: { id: string; title: string } | null;
  isPro: boolean;
  onClose: () => void;
  onStarted: (lessonId: string) => void;
}) {
  const testOut = useTestOutLesson();
  // A plan limit opens its own dialog; anything else is said here.
  const error = testOut.error && !planLimitOf(testOut.error) ? testOut.error.message : null;
  const close = () => {
    if (testOut.isPending) return;
    testOut.reset();
    onClose();
  };
  const start = () => {
    if (!lesson) return;
    testOut.mutate(lesson.id, {
      onSuccess: (assessment) => {
        testOut.reset();
        onStarted(assessment.lessonId);
      },
      onError: (failure) => {
        if (planLimitOf(failure)) onClose();
      },
    });
  };
  return (
    <Dialog
      open={lesson !== null}
      onOpenChange={(open) => !open && close()}
      title="Test out of this lesson?"
      description={lesson ? `“${lesson.title}”` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={testOut.isPending}>
            Cancel
          </Button>
          <Button onClick={start} loading={testOut.isPending} data-testid="test-out-start">
            {testOut.isPending ? "Preparing the test..." : "Start Test"}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>
          Take the lesson's assessment without studying it first. Score {PASS_MARK}% or more and the lesson is
          completed; otherwise you'll see which concepts to study.
        </p>
        {!isPro && (
          <p
            className="rounded-xl border border-warning/50 bg-warning/10 px-3 py-2"
            data-testid="test-out-free-note"
          >
            On the Free plan, a test-out counts as your lesson for today (1 lesson per 24 hours).
          </p>
        )}
        {testOut.isPending && (
          <p className="text-muted" role="status">
            The lesson and its questions are being written. This may take a minute.
          </p>
        )}
        <FormAlert>{error}</FormAlert>
      </div>
    </Dialog>
  );
}
