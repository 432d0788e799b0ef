import type { Note } from "@brainy/contract";
import { type FormEvent, useState } from "react";
import { Button, Card, FormAlert, Input } from "../../../components/ui/index.ts";
import { useCreateNote } from "../api/create-note.ts";
import { useUpdateNote } from "../api/update-note.ts";
import { NoteTitleAndContent } from "./note-fields.tsx";

const SAVE_FAILED = "Failed to save note. Please try again.";

const parseTags = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((tag) => tag.replace(/^#/, "").trim())
    .filter(Boolean);

/** The edit view: title, content (with the link and tag hint and a character count), tags, Save and Cancel. */
export function NoteEditor({
  note,
  initialTitle = "",
  onSaved,
  onCancel,
}: {
  note?: Note;
  initialTitle?: string;
  onSaved: (note: Note) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(note?.title ?? initialTitle);
  const [content, setContent] = useState(note?.content ?? "");
  const [tags, setTags] = useState((note?.explicitTags ?? []).join(", "));
  const [error, setError] = useState<string | null>(null);
  const creation = useCreateNote();
  const update = useUpdateNote();
  const saving = creation.isPending || update.isPending;
  const blank = title.trim() === "";

  function save(event: FormEvent) {
    event.preventDefault();
    if (blank) {
      setError("Note title is required");
      return;
    }
    setError(null);
    const body = { title: title.trim(), content, tags: parseTags(tags) };
    const callbacks = {
      onSuccess: onSaved,
      onError: (failure: Error) => {
        const status = (failure as { status?: number }).status;
        setError(status === 400 ? failure.message : SAVE_FAILED);
      },
    };
    if (note) update.mutate({ id: note.id, body }, callbacks);
    else creation.mutate(body, callbacks);
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{note ? "Edit note" : "New note"}</h2>
      <form onSubmit={save} className="flex flex-col gap-4" noValidate>
        <NoteTitleAndContent
          title={title}
          onTitle={setTitle}
          content={content}
          onContent={setContent}
          rows={12}
          autoFocus
        />
        <Input
          label="Tags"
          hint="Separate tags with commas; #words in the content are tags too."
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          placeholder="biology, exam"
        />
        <FormAlert>{error}</FormAlert>
        <div className="flex gap-2">
          <Button type="submit" loading={saving} disabled={blank || saving}>
            Save
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
