import {
  extractNoteLinks,
  mergeNoteTags,
  type Note,
  type NoteConnections,
  type NoteHistory,
  normalizeTag,
  noteTitleKey,
  searchSnippet,
} from "@brainy/contract";
import { type Db, type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import type { IdempotentOptions, KeepAnswer, UserOptions } from "../../lib/service-options.ts";
import { removeNoteCards, syncNoteCards } from "../review/index.ts";
import {
  deleteNote,
  findBacklinks,
  findConnections,
  findLinksFrom,
  findNote,
  findNoteForUpdate,
  findNotesByTitleKeys,
  findNoteVersions,
  insertNote,
  insertNoteVersion,
  lessonBelongsTo,
  listNotes,
  type NoteFields,
  type NoteWrite,
  relinkTitle,
  replaceLinks,
  resolveDanglingLinks,
  updateNote,
} from "./repository.ts";

/** The most notes one list answer carries; a search answers its best matches only. */
const LIST_LIMIT = 500;
const SEARCH_LIMIT = 100;
/** A list of notes longer than this (their text in characters) is read each time, not kept. */
const KEPT_LIST_MAX_CHARS = 200_000;

type NoteInput = { title: string; content: string; tags: string[] };

export function toWrite(input: NoteInput): NoteWrite {
  const explicitTags = [...new Set(input.tags.map(normalizeTag).filter(Boolean))];
  return {
    title: input.title.trim(),
    titleKey: noteTitleKey(input.title),
    content: input.content,
    explicitTags,
    tags: mergeNoteTags(explicitTags, input.content),
  };
}

/** Stores a saved note's [[links]], resolved against the user's titles, and points links written to its title at it. */
export async function saveLinks(tx: DbOrTx, userId: string, note: NoteFields): Promise<void> {
  const titles = extractNoteLinks(note.content).filter((title) => noteTitleKey(title) !== note.titleKey);
  const keys = titles.map(noteTitleKey);
  const found = new Map<string, string>();
  for (const row of await findNotesByTitleKeys(tx, userId, keys))
    if (!found.has(row.titleKey)) found.set(row.titleKey, row.id);
  await replaceLinks(
    tx,
    userId,
    note.id,
    titles.map((title) => ({
      targetKey: noteTitleKey(title),
      targetTitle: title,
      targetId: found.get(noteTitleKey(title)) ?? null,
    })),
  );
  await relinkTitle(tx, userId, note.id, note.titleKey);
  await resolveDanglingLinks(tx, userId);
}

/** Links in the order the content writes them. */
function inWrittenOrder<T extends { title: string }>(content: string, links: T[]): T[] {
  const order = extractNoteLinks(content).map(noteTitleKey);
  const at = (link: T) => order.indexOf(noteTitleKey(link.title));
  return [...links].sort((a, b) => at(a) - at(b));
}

/** Notes with their resolved links and backlinks, in two queries whatever their number. */
async function withLinks(db: DbOrTx, rows: NoteFields[], query?: string): Promise<Note[]> {
  const ids = rows.map((row) => row.id);
  const [outgoing, incoming] = await Promise.all([findLinksFrom(db, ids), findBacklinks(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    lessonId: row.lessonId,
    tags: row.tags,
    explicitTags: row.explicitTags,
    links: inWrittenOrder(
      row.content,
      outgoing.filter((link) => link.sourceId === row.id).map(({ title, noteId }) => ({ title, noteId })),
    ),
    linkedFrom: incoming.filter((link) => link.targetId === row.id).map(({ id, title }) => ({ id, title })),
    snippet: query ? searchSnippet(row.content, query) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listUserNotes({
  db,
  userId,
  filter,
}: UserOptions & { filter: { q?: string; tag?: string } }): Promise<Note[]> {
  const q = filter.q?.trim() || undefined;
  const tag = filter.tag ? normalizeTag(filter.tag) : undefined;
  if (q) return withLinks(db, await listNotes(db, userId, { q, tag, limit: SEARCH_LIMIT }), q);
  // The list (all notes, or a tag's) is kept until a write could change it, unless it is long;
  // searches are not kept.
  return memoizedRead(
    db,
    {
      key: `notes:${userId}:${tag ?? ""}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["notes", "note_links"],
      keep: (list) => list.reduce((chars, note) => chars + note.content.length, 0) <= KEPT_LIST_MAX_CHARS,
    },
    async () => withLinks(db, await listNotes(db, userId, { tag, limit: LIST_LIMIT })),
  );
}

export async function getNote({ db, userId, noteId }: UserOptions & { noteId: string }): Promise<Note> {
  const row = await findNote(db, userId, noteId);
  if (!row) throw notFound("Note");
  return (await withLinks(db, [row]))[0]!;
}

/** The note as it answers, read inside the write's transaction and kept under its Idempotency-Key. */
async function answerWith(tx: DbOrTx, userId: string, noteId: string, keep: KeepAnswer | undefined) {
  const note = await getNote({ db: tx as Db, userId, noteId });
  await keep?.(tx, note);
  return note;
}

export async function createNote({
  db,
  userId,
  input,
  keep,
}: UserOptions & IdempotentOptions & { input: NoteInput & { lessonId?: string | null } }): Promise<Note> {
  const lessonId = input.lessonId ?? null;
  if (lessonId && !(await lessonBelongsTo(db, userId, lessonId))) throw notFound("Lesson");
  return db.transaction(async (tx) => {
    const note = await insertNote(tx, userId, { ...toWrite(input), lessonId });
    await saveLinks(tx, userId, note);
    // `question :: answer` and {{c1::cloze}} lines become review cards.
    await syncNoteCards({ db: tx, userId, note });
    return answerWith(tx, userId, note.id, keep);
  });
}

const sameVersion = (a: Pick<NoteWrite, "title" | "content" | "explicitTags">, b: typeof a) =>
  a.title === b.title && a.content === b.content && a.explicitTags.join("\n") === b.explicitTags.join("\n");

/**
 * Saves an edit. The version it replaces joins the note's history; an edit made before the note's
 * current version (queued offline on one device while another saved later) joins the history
 * instead, so both are kept and the later one is current. `editedAt` is capped at now.
 */
export async function editNote({
  db,
  userId,
  noteId,
  input,
  keep,
  now = new Date(),
}: UserOptions &
  IdempotentOptions & {
    noteId: string;
    input: NoteInput & { editedAt?: string };
    now?: Date;
  }): Promise<Note> {
  const editedAt = input.editedAt ? new Date(Math.min(Date.parse(input.editedAt), now.getTime())) : now;
  return db.transaction(async (tx) => {
    const current = await findNoteForUpdate(tx, userId, noteId);
    if (!current) throw notFound("Note");
    const write = toWrite(input);
    if (sameVersion(write, current)) return answerWith(tx, userId, noteId, keep);
    if (editedAt < current.updatedAt) {
      const { title, content, explicitTags } = write;
      await insertNoteVersion(tx, { noteId, userId, title, content, explicitTags, editedAt });
      return answerWith(tx, userId, noteId, keep);
    }
    const { title, content, explicitTags } = current;
    await insertNoteVersion(tx, {
      noteId,
      userId,
      title,
      content,
      explicitTags,
      editedAt: current.updatedAt,
    });
    const note = await updateNote(tx, userId, noteId, write, editedAt);
    if (!note) throw notFound("Note");
    await saveLinks(tx, userId, note);
    await syncNoteCards({ db: tx, userId, note });
    return answerWith(tx, userId, noteId, keep);
  });
}

/** GET /notes/{id}/history: the note's earlier versions, newest first; 404 for another user's note. */
export async function getNoteHistory({
  db,
  userId,
  noteId,
}: UserOptions & { noteId: string }): Promise<NoteHistory> {
  if (!(await findNote(db, userId, noteId))) throw notFound("Note");
  const rows = await findNoteVersions(db, userId, noteId);
  return {
    versions: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      tags: row.explicitTags,
      editedAt: row.editedAt.toISOString(),
    })),
  };
}

export async function removeNote({
  db,
  userId,
  noteId,
  keep,
}: UserOptions & IdempotentOptions & { noteId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteNote(tx, userId, noteId))) throw notFound("Note");
    await removeNoteCards({ db: tx, userId, noteId });
    // Links to it may now resolve to another note with the same title.
    await resolveDanglingLinks(tx, userId);
    await keep?.(tx, null);
  });
}

export async function getNoteConnections({ db, userId }: UserOptions): Promise<NoteConnections> {
  return memoizedRead(
    db,
    {
      key: `note-connections:${userId}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["notes", "note_links"],
    },
    async () => {
      const { nodes, links } = await findConnections(db, userId);
      return {
        nodes,
        links: links.map((link) => ({
          sourceId: link.sourceId,
          targetId: link.targetId!,
          strength: Number(link.strength),
        })),
      };
    },
  );
}
