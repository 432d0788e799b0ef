import { type Note, notePreview } from "@brainy/contract";
import { NotebookPen, Plus, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge, Button, EmptyState, FormAlert, Select } from "../../../components/ui/index.ts";
import { useNotes } from "../api/get-notes.ts";

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const updated = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short" });

/** The list view: search (Enter does not submit), New Note, a tag filter and note cards with a 150-character preview. */
export function NoteList({
  query,
  onQuery,
  tag,
  onTag,
  onOpen,
  onNew,
}: {
  query: string;
  onQuery: (query: string) => void;
  tag: string;
  onTag: (tag: string) => void;
  onOpen: (id: string) => void;
  onNew: () => void;
}) {
  const q = useDebounced(query.trim(), 250);
  const notes = useNotes({ q, tag });
  const all = useNotes({ q: "", tag: "" });
  const tags = [...new Set((all.data ?? []).flatMap((note) => note.tags))].sort();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <label htmlFor="note-search" className="sr-only">
            Search notes
          </label>
          <Search
            aria-hidden="true"
            size={16}
            className="pointer-events-none absolute top-3 left-3 text-muted"
          />
          <input
            id="note-search"
            type="search"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
            placeholder="Search notes..."
            className="h-10 w-full rounded-xl border border-border-strong bg-surface-2 pr-3 pl-9 text-sm text-text placeholder:text-muted"
          />
        </div>
        <Select
          label="Tag"
          hideLabel
          value={tag}
          onChange={(event) => onTag(event.target.value)}
          options={[{ value: "", label: "All tags" }, ...tags.map((t) => ({ value: t, label: `#${t}` }))]}
          wrapperClassName="sm:w-48"
        />
        <Button onClick={onNew}>
          <Plus aria-hidden="true" size={16} /> New Note
        </Button>
      </div>
      {notes.isError ? (
        <FormAlert>Failed to load knowledge base data</FormAlert>
      ) : notes.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-36 animate-pulse rounded-2xl bg-surface-2" />
          ))}
        </div>
      ) : notes.data.length === 0 ? (
        q || tag ? (
          <p className="py-10 text-center text-muted">No results found for "{q || `#${tag}`}"</p>
        ) : (
          <EmptyState
            icon={<NotebookPen size={22} />}
            title="No notes yet"
            description="Write your first note, or select text in a lesson and choose Create Note."
            action={<Button onClick={onNew}>New Note</Button>}
          />
        )
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {notes.data.map((note) => (
            <li key={note.id}>
              <NoteCard note={note} searching={q !== ""} onOpen={() => onOpen(note.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NoteCard({ note, searching, onOpen }: { note: Note; searching: boolean; onOpen: () => void }) {
  const text = (searching && note.snippet) || notePreview(note.content, 150);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex h-full w-full flex-col gap-2 rounded-2xl border border-border bg-surface p-4 text-left shadow-sm transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold break-words text-text">{note.title}</span>
        <span className="shrink-0 text-xs text-muted">{updated.format(new Date(note.updatedAt))}</span>
      </span>
      <span className="text-sm break-words text-muted">{text || "No content yet."}</span>
      {note.tags.length > 0 && (
        <span className="mt-auto flex flex-wrap gap-1">
          {note.tags.slice(0, 4).map((tag) => (
            <Badge key={tag}>#{tag}</Badge>
          ))}
        </span>
      )}
    </button>
  );
}
