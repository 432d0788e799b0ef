import { Button, Dialog } from "../../../components/ui/index.ts";

/** Asks before new questions replace the current ones (and the learner's answers). */
export function RegenerateDialog(props: {
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
