import { NotebookPen } from "lucide-react";
import { ButtonLink, EmptyState } from "../../../components/ui/index.ts";

/** /knowledge-graph until the notes issue lands: says plainly that notes are on the way. */
export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight mobile:text-3xl">Notes</h1>
        <p className="text-sm text-muted">Your knowledge base of linked, tagged notes.</p>
      </header>
      <EmptyState
        icon={<NotebookPen size={22} />}
        title="Notes are coming soon"
        description="Soon you will be able to save passages from lessons as notes, link them together and find them by tag. Until then, keep learning: your lessons are saved."
        action={
          <ButtonLink to="/learning-plan" variant="secondary">
            Browse Topics
          </ButtonLink>
        }
      />
    </div>
  );
}
