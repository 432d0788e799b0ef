import { ClipboardCheck } from "lucide-react";
import { Button, Dialog } from "../../../components/ui/index.ts";

/** 'Take a quick knowledge assessment?' after a goal is created: skip, or generate the questions. */
export function AssessmentOfferDialog({
  busy,
  error,
  onSkip,
  onTake,
}: {
  busy: boolean;
  error: string | null;
  onSkip: () => void;
  onTake: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onSkip()}
      dismissible={false}
      title="Take a quick knowledge assessment?"
      description="Your goal is ready. A few multiple-choice questions show what you already know."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onSkip} disabled={busy}>
            Skip Assessment
          </Button>
          <Button onClick={onTake} disabled={busy}>
            {busy ? "Generating..." : "Take Assessment"}
          </Button>
        </>
      }
    >
      <div className="flex items-center gap-3 text-sm text-muted">
        <ClipboardCheck aria-hidden="true" size={28} className="shrink-0 text-primary-strong" />
        <p>It takes about two minutes and you can skip it.</p>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      )}
    </Dialog>
  );
}
