import { NOTE_CONTENT_MAX, type Note } from "@brainy/contract";
import { type FormEvent, useState } from "react";
import { Button, Card, Input, Textarea } from "../../../components/ui/index.ts";
import { createNote, updateNote } from "../api/notes.ts";

export const NOTE_HINT = "Use [[]] to create links to other notes and #tag to add tags";
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
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = title.trim() === "";

  async function save(event: FormEvent) {
    event.preventDefault();
    if (blank) {
      setError("Note title is required");
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const body = { title: title.trim(), content, tags: parseTags(tags) };
      onSaved(note ? await updateNote(note.id, body) : await createNote(body));
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      setError(status === 400 ? (failure as Error).message : SAVE_FAILED);
      setSaving(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{note ? "Edit note" : "New note"}</h2>
      <form onSubmit={save} className="flex flex-col gap-4" noValidate>
        <Input
          label="Title"
          placeholder="Enter a title for your note..."
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={200}
          required
          autoFocus
        />
        <Textarea
          label="Content"
          hint={`${NOTE_HINT} · ${content.length.toLocaleString("en-GB")} characters`}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={NOTE_CONTENT_MAX}
          rows={12}
        />
        <Input
          label="Tags"
          hint="Separate tags with commas; #words in the content are tags too."
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          placeholder="biology, exam"
        />
        {error && (
          <p
            role="alert"
            className="rounded-xl border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {error}
          </p>
        )}
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
