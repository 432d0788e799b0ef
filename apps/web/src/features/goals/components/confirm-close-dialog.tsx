import { Button, Dialog } from "../../../components/ui/index.ts";

/** 'Confirm Close': closing the new-goal modal would lose what the learner typed or chose. */
export function ConfirmCloseDialog({
  open,
  onKeepWorking,
  onConfirmClose,
}: {
  open: boolean;
  onKeepWorking: () => void;
  onConfirmClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onKeepWorking()}
      title="Confirm Close"
      description="You have unsaved progress on your new goal. If you close now, it will be lost."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onKeepWorking} autoFocus>
            Keep Working
          </Button>
          <Button variant="danger" onClick={onConfirmClose}>
            Close & Lose Progress
          </Button>
        </>
      }
    />
  );
}
