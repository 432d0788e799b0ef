import { NOTE_CONTENT_MAX } from "@brainy/contract";
import { type FormEvent, useEffect, useState } from "react";
import { Button, Dialog, Input, Textarea, toast } from "../../../components/ui/index.ts";
import { appEvents, onAppEvent } from "../../../lib/events.ts";
import { createNote, useRefreshNotes } from "../api/notes.ts";
import { titleFromSelection } from "../lib/note-markdown.ts";
import { NOTE_HINT } from "./note-editor.tsx";

const CREATE_FAILED = "Failed to create note. Please try again.";

/** Create Note from a lesson selection: title cut from the selection, the selection as content, kept with the lesson. */
export function CreateNoteDialog() {
  const [open, setOpen] = useState(false);
  const [lessonId, setLessonId] = useState<string | null>(null);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshNotes();

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

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setError("Note title is required");
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await createNote({ title: title.trim(), content, lessonId, tags: [] });
      void refresh();
      setOpen(false);
      toast("Note saved to your Knowledge Base", { variant: "success" });
    } catch {
      setError(CREATE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen} title="Create Note" size="lg">
      <form onSubmit={save} className="flex flex-col gap-4" noValidate>
        <Input
          label="Title"
          placeholder="Enter a title for your note..."
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={200}
          required
        />
        <Textarea
          label="Content"
          hint={`${NOTE_HINT} · ${content.length.toLocaleString("en-GB")} characters`}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={NOTE_CONTENT_MAX}
          rows={8}
        />
        {error && (
          <p
            role="alert"
            className="rounded-xl border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={saving || !title.trim()}>
            Save Note
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default CreateNoteDialog;
