import { mergeNoteTags, type Note, type NoteUpdate, normalizeTag } from "@brainy/contract";
import { pendingChanges } from "../../../lib/offline-queue.ts";

/** A note as the learner last saved it: a save still queued offline laid over the server's copy. */
export function withPendingEdit(note: Note, edits = pendingChanges()): Note {
  const change = edits.findLast((row) => row.kind === "note" && row.target === note.id);
  if (!change) return note;
  const body = change.body as NoteUpdate;
  const content = body.content ?? "";
  // The editor sends a list (the API also takes a JSON string of one).
  const tags: string[] = Array.isArray(body.tags) ? body.tags : [];
  const explicitTags = [...new Set(tags.map(normalizeTag).filter(Boolean))];
  return {
    ...note,
    title: body.title.trim(),
    content,
    explicitTags,
    tags: mergeNoteTags(explicitTags, content),
    updatedAt: body.editedAt ?? note.updatedAt,
  };
}
