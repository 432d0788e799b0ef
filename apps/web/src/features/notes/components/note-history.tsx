import { ChevronRight, History } from "lucide-react";
import { useState } from "react";
import { Spinner } from "../../../components/ui/index.ts";
import { useNoteHistory } from "../api/get-note-history.ts";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * 'Earlier versions': what each save replaced, and an edit made on another device that arrived
 * after a later one (both are kept; the later is the note). Read when opened.
 */
export function NoteHistory({ noteId }: { noteId: string }) {
  const [open, setOpen] = useState(false);
  const history = useNoteHistory(noteId, open);
  const versions = history.data?.versions ?? [];
  return (
    <details
      className="group rounded-xl border border-border bg-surface px-4 py-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <History aria-hidden="true" size={15} /> Earlier versions
        <ChevronRight
          aria-hidden="true"
          size={15}
          className="ml-auto transition-transform group-open:rotate-90"
        />
      </summary>
      <div className="mt-3">
        {history.isPending ? (
          <Spinner label="Loading earlier versions" showLabel />
        ) : history.isError ? (
          <p className="text-sm text-muted">The earlier versions could not be loaded.</p>
        ) : versions.length === 0 ? (
          <p className="text-sm text-muted">No earlier versions yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {versions.map((version) => (
              <li
                key={version.id}
                className="flex flex-col gap-1 border-t border-border pt-3 first:border-0 first:pt-0"
              >
                <p className="text-sm">
                  <span className="font-medium">{version.title}</span>{" "}
                  <span className="text-muted">· {when(version.editedAt)}</span>
                </p>
                <p className="text-sm whitespace-pre-wrap break-words text-muted">
                  {version.content || "(empty)"}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
