import { noteTitleKey } from "@brainy/contract";
import { ArrowLeft, BookOpen, Link2, Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Markdown } from "../../../components/content/markdown.tsx";
import { Badge, Button, Card, Dialog, FormAlert, Spinner } from "../../../components/ui/index.ts";
import { useDeleteNote } from "../api/delete-note.ts";
import { useNote } from "../api/get-note.ts";
import { linkifyNoteContent, noteTitleOfHref } from "../lib/note-markdown.ts";
import { NoteHistory } from "./note-history.tsx";
import { NoteSelectionMenu } from "./note-selection-menu.tsx";

const DELETE_FAILED = "Failed to delete note. Please try again.";

/** The note view: content with clickable [[links]], tags, the lesson it came from, 'Linked from', Edit and Delete. */
export function NoteView({
  noteId,
  onOpen,
  onCreate,
  onEdit,
  onBack,
  onDeleted,
}: {
  noteId: string;
  onOpen: (id: string) => void;
  onCreate: (title: string) => void;
  onEdit: () => void;
  onBack: () => void;
  onDeleted: () => void;
}) {
  const note = useNote(noteId);
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteNote();
  const content = useRef<HTMLDivElement>(null);

  if (note.isPending) return <Spinner label="Loading note" showLabel />;
  if (note.isError || !note.data) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <p role="alert">This note could not be found.</p>
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={16} /> Back to Notes
        </Button>
      </Card>
    );
  }
  const data = note.data;
  const targets = new Map(data.links.map((link) => [noteTitleKey(link.title), link.noteId]));

  function remove() {
    setConfirming(false);
    deletion.mutate(data.id, { onSuccess: onDeleted });
  }

  return (
    <article className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={16} /> Back to Notes
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" size={15} /> Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={deletion.isPending}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" size={15} /> Delete
          </Button>
        </div>
      </div>
      <Card className="flex flex-col gap-4">
        <h2 className="text-2xl font-bold tracking-tight break-words">{data.title}</h2>
        {(data.tags.length > 0 || data.lessonId) && (
          <div className="flex flex-wrap items-center gap-2">
            {data.tags.map((tag) => (
              <Badge key={tag}>#{tag}</Badge>
            ))}
            {data.lessonId && (
              <Link
                to={`/lessons/${data.lessonId}`}
                className="inline-flex items-center gap-1 text-sm text-primary underline"
              >
                <BookOpen aria-hidden="true" size={14} /> From a lesson
              </Link>
            )}
          </div>
        )}
        <FormAlert>{deletion.isError ? DELETE_FAILED : null}</FormAlert>
        {data.content.trim() ? (
          <div ref={content} data-testid="note-content">
            <Markdown
              components={{
                a: ({ href, children }) => {
                  const title = noteTitleOfHref(href);
                  if (title === null) {
                    return (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="text-primary underline"
                      >
                        {children}
                      </a>
                    );
                  }
                  const target = targets.get(noteTitleKey(title)) ?? null;
                  return target ? (
                    <button
                      type="button"
                      onClick={() => onOpen(target)}
                      className="font-medium text-primary underline"
                    >
                      {children}
                    </button>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onCreate(title)}
                      title={`No note called "${title}" yet: create it`}
                      className="text-muted underline decoration-dashed underline-offset-4 hover:text-text"
                      data-unresolved="true"
                    >
                      {children}
                    </button>
                  );
                },
              }}
            >
              {linkifyNoteContent(data.content)}
            </Markdown>
            <NoteSelectionMenu container={content} lessonId={data.lessonId} />
          </div>
        ) : (
          <p className="text-muted">This note has no content yet.</p>
        )}
      </Card>
      <section aria-labelledby="linked-from" className="flex flex-col gap-2">
        <h3 id="linked-from" className="flex items-center gap-2 text-sm font-semibold text-muted">
          <Link2 aria-hidden="true" size={15} /> Linked from
        </h3>
        {data.linkedFrom.length === 0 ? (
          <p className="text-sm text-muted">
            No notes link here yet. Write [[{data.title}]] in another note.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {data.linkedFrom.map((source) => (
              <li key={source.id}>
                <Button variant="secondary" size="sm" onClick={() => onOpen(source.id)}>
                  {source.title}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <NoteHistory noteId={data.id} />
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete note"
        description="Are you sure you want to delete this note?"
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={remove}>
              Delete
            </Button>
          </>
        }
      />
    </article>
  );
}
