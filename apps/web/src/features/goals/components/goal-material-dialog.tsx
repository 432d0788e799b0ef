import type { Goal } from "@brainy/contract";
import { BookOpen } from "lucide-react";
import { useState } from "react";
import { Button, Checkbox, FormAlert, ModalDialog, toast } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useMaterial } from "../api/get-material.ts";
import { useGoalSources, useSetGoalSources } from "../api/goal-sources.ts";
import { MaterialPicker } from "./material-picker.tsx";

/**
 * 'Your material' on the active goal: attach sources to a goal after it was made. Lessons written
 * from then on are written from them, with citations; a written lesson is, when it is rewritten.
 */
export function GoalMaterialButton({ goal }: { goal: Goal }) {
  const [open, setOpen] = useState(false);
  const material = useMaterial();
  if (material.isPending) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <BookOpen aria-hidden="true" size={18} />
        Your material
      </Button>
      {open && <GoalMaterialDialog goal={goal} onClose={() => setOpen(false)} />}
    </>
  );
}

function GoalMaterialDialog({ goal, onClose }: { goal: Goal; onClose: () => void }) {
  const attached = useGoalSources(goal.id, true);
  const save = useSetGoalSources(goal.id);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [web, setWeb] = useState<boolean | null>(null);
  const sourceIds = chosen ?? attached.data?.sourceIds ?? [];
  const webGrounding = web ?? attached.data?.webGrounding ?? false;
  const error = save.error instanceof ApiError ? save.error.message : save.error ? "Saving failed" : null;
  return (
    <ModalDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Your material for this goal"
      description="Lessons written from now on use these sources and cite them. Lessons already written stay as they are: rewrite one (under the lesson) to write it from these sources."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={attached.isPending || save.isPending}
            onClick={() =>
              save.mutate(
                { sourceIds, ...(attached.data?.webSearch ? { webGrounding } : {}) },
                {
                  onSuccess: () => {
                    toast("Your material is saved for this goal.");
                    onClose();
                  },
                },
              )
            }
          >
            Save
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {error && <FormAlert>{error}</FormAlert>}
        <MaterialPicker
          sourceIds={sourceIds}
          disabled={attached.isPending || save.isPending}
          hint="Choose the sources this goal's lessons are written from."
          onToggle={(sourceId, used) =>
            setChosen(
              used
                ? [...sourceIds.filter((id) => id !== sourceId), sourceId]
                : sourceIds.filter((id) => id !== sourceId),
            )
          }
        />
        {attached.data?.webSearch && (
          <Checkbox
            label="Also write new lessons with web search results"
            description="Lessons written from now on read a few pages found for their topic and cite them."
            checked={webGrounding}
            disabled={attached.isPending || save.isPending}
            onCheckedChange={setWeb}
          />
        )}
      </div>
    </ModalDialog>
  );
}
