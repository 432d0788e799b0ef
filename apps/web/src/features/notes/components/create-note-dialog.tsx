import { type FormEvent, useEffect, useState } from "react";
import { Button, Dialog, FormAlert, toast } from "../../../components/ui/index.ts";
import { appEvents, onAppEvent } from "../../../lib/events.ts";
import { useCreateNote } from "../api/create-note.ts";
import { titleFromSelection } from "../lib/note-markdown.ts";
import { NoteTitleAndContent } from "./note-fields.tsx";

const CREATE_FAILED = "Failed to create note. Please try again.";

/** Create Note from a lesson selection: title cut from the selection, the selection as content, kept with the lesson. */
export function CreateNoteDialog() {
  const [open, setOpen] = useState(false);
  const [lessonId, setLessonId] = useState<string | null>(null);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const creation = useCreateNote();

  useEffect(
    () =>
      onAppEvent<{ text: string; lessonId?: string }>(appEvents.createNote, (detail) => {
        setTitle(titleFromSelection(detail.text));
        setContent(detail.text);
        setLessonId(detail.lessonId ?? null);
        setError(null);
        setOpen(true);
      }),
    [],
  );

  function save(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError("Note title is required");
      return;
    }
    setError(null);
    creation.mutate(
      { title: title.trim(), content, lessonId, tags: [] },
      {
        onSuccess: () => {
          setOpen(false);
          toast("Note saved to your Knowledge Base", { variant: "success" });
        },
        onError: () => setError(CREATE_FAILED),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen} title="Create Note" size="lg">
      <form onSubmit={save} className="flex flex-col gap-4" noValidate>
        <NoteTitleAndContent
          title={title}
          onTitle={setTitle}
          content={content}
          onContent={setContent}
          rows={8}
        />
        <FormAlert>{error}</FormAlert>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={creation.isPending} disabled={creation.isPending || !title.trim()}>
            Save Note
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default CreateNoteDialog;
