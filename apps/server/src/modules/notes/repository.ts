import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { lessons, noteLinks, notes, noteVersions } from "../../db/schema/index.ts";

export type NoteRow = typeof notes.$inferSelect;

/** Columns a note answer needs (not the search vector). */
const NOTE_COLUMNS = {
  id: notes.id,
  userId: notes.userId,
  title: notes.title,
  titleKey: notes.titleKey,
  content: notes.content,
  explicitTags: notes.explicitTags,
  tags: notes.tags,
  lessonId: notes.lessonId,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};
export type NoteFields = Omit<NoteRow, "search">;

const searchVector = (title: string, content: string) =>
  sql`to_tsvector('simple', ${title} || ' ' || ${content})`;

export type NoteWrite = {
  title: string;
  titleKey: string;
  content: string;
  explicitTags: string[];
  tags: string[];
};

export async function insertNote(
  db: DbOrTx,
  userId: string,
  values: NoteWrite & { lessonId: string | null; createdAt?: Date; updatedAt?: Date },
): Promise<NoteFields> {
  const [row] = await db
    .insert(notes)
    .values({ userId, ...values, search: searchVector(values.title, values.content) })
    .returning(NOTE_COLUMNS);
  return row!;
}

export async function updateNote(
  db: DbOrTx,
  userId: string,
  noteId: string,
  values: NoteWrite,
  updatedAt: Date = new Date(),
): Promise<NoteFields | undefined> {
  const [row] = await db
    .update(notes)
    .set({ ...values, search: searchVector(values.title, values.content), updatedAt })
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)))
    .returning(NOTE_COLUMNS);
  return row;
}

export async function deleteNote(db: DbOrTx, userId: string, noteId: string): Promise<boolean> {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

export async function findNote(db: DbOrTx, userId: string, noteId: string): Promise<NoteFields | undefined> {
  const [row] = await db
    .select(NOTE_COLUMNS)
    .from(notes)
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)));
  return row;
}

/** The note, locked until the transaction ends (an edit compares its time with the current version's). */
export async function findNoteForUpdate(
  db: DbOrTx,
  userId: string,
  noteId: string,
): Promise<NoteFields | undefined> {
  const [row] = await db
    .select(NOTE_COLUMNS)
    .from(notes)
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)))
    .for("update");
  return row;
}

export type NoteVersionWrite = {
  noteId: string;
  userId: string;
  title: string;
  content: string;
  explicitTags: string[];
  editedAt: Date;
};

export async function insertNoteVersion(db: DbOrTx, version: NoteVersionWrite): Promise<void> {
  await db.insert(noteVersions).values(version);
}

/** A note's earlier versions, newest first (the caller has checked the note is the user's). */
export async function findNoteVersions(db: DbOrTx, userId: string, noteId: string) {
  return db
    .select({
      id: noteVersions.id,
      title: noteVersions.title,
      content: noteVersions.content,
      explicitTags: noteVersions.explicitTags,
      editedAt: noteVersions.editedAt,
    })
    .from(noteVersions)
    .where(and(eq(noteVersions.noteId, noteId), eq(noteVersions.userId, userId)))
    .orderBy(desc(noteVersions.editedAt), desc(noteVersions.savedAt));
}

/** Prefix matching for each word of a search: 'photo syn' finds 'photosynthesis'. */
function prefixQuery(query: string): string | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The user's notes, newest first; with a query, ordered exact title, then partial title, then content
 * matches (the full-text index), each group newest first; with a tag, those carrying it.
 */
export async function listNotes(
  db: DbOrTx,
  userId: string,
  filter: { q?: string; tag?: string; limit: number },
): Promise<NoteFields[]> {
  const conditions = [eq(notes.userId, userId)];
  if (filter.tag) conditions.push(arrayContains(notes.tags, [filter.tag]));
  if (!filter.q) {
    return db
      .select(NOTE_COLUMNS)
      .from(notes)
      .where(and(...conditions))
      .orderBy(desc(notes.updatedAt))
      .limit(filter.limit);
  }
  const key = filter.q.trim().replace(/\s+/g, " ").toLowerCase();
  const like = `%${escapeLike(key)}%`;
  const words = prefixQuery(filter.q);
  const rank = sql<number>`case when ${notes.titleKey} = ${key} then 0 when ${notes.titleKey} like ${like} then 1 else 2 end`;
  const matches = words
    ? or(sql`${notes.titleKey} like ${like}`, sql`${notes.search} @@ to_tsquery('simple', ${words})`)
    : sql`${notes.titleKey} like ${like}`;
  return db
    .select(NOTE_COLUMNS)
    .from(notes)
    .where(and(...conditions, matches))
    .orderBy(rank, desc(notes.updatedAt))
    .limit(filter.limit);
}

/** The notes of the user with any of these title keys, oldest first (the first note with a title wins). */
export async function findNotesByTitleKeys(db: DbOrTx, userId: string, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ id: notes.id, titleKey: notes.titleKey })
    .from(notes)
    .where(and(eq(notes.userId, userId), inArray(notes.titleKey, keys)))
    .orderBy(asc(notes.createdAt));
}

/** Replaces a note's outgoing links. */
export async function replaceLinks(
  db: DbOrTx,
  userId: string,
  sourceId: string,
  links: { targetKey: string; targetTitle: string; targetId: string | null }[],
): Promise<void> {
  await db.delete(noteLinks).where(eq(noteLinks.sourceId, sourceId));
  if (links.length) await db.insert(noteLinks).values(links.map((link) => ({ ...link, sourceId, userId })));
}

/**
 * After a note is saved under a title: links that pointed to it by an old title are unresolved (or
 * resolved to another note with that title), and links written to its new title now point to it.
 */
export async function relinkTitle(
  db: DbOrTx,
  userId: string,
  noteId: string,
  titleKey: string,
): Promise<void> {
  await db
    .update(noteLinks)
    .set({ targetId: null })
    .where(and(eq(noteLinks.targetId, noteId), ne(noteLinks.targetKey, titleKey)));
  await db
    .update(noteLinks)
    .set({ targetId: noteId })
    .where(and(eq(noteLinks.userId, userId), eq(noteLinks.targetKey, titleKey), isNull(noteLinks.targetId)));
}

/** Links left unresolved by a deleted or renamed note go to another note with that title, if any. */
export async function resolveDanglingLinks(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(noteLinks)
    .set({
      targetId: sql`(select n.id from notes n where n.user_id = ${userId} and n.title_key = ${noteLinks.targetKey} order by n.created_at limit 1)`,
    })
    .where(and(eq(noteLinks.userId, userId), isNull(noteLinks.targetId)));
}

/** The outgoing links of these notes, as written and resolved. */
export async function findLinksFrom(db: DbOrTx, sourceIds: string[]) {
  if (sourceIds.length === 0) return [];
  return db
    .select({ sourceId: noteLinks.sourceId, title: noteLinks.targetTitle, noteId: noteLinks.targetId })
    .from(noteLinks)
    .where(inArray(noteLinks.sourceId, sourceIds));
}

/** The notes linking to these notes. */
export async function findBacklinks(db: DbOrTx, targetIds: string[]) {
  if (targetIds.length === 0) return [];
  return db
    .select({ targetId: noteLinks.targetId, id: notes.id, title: notes.title })
    .from(noteLinks)
    .innerJoin(notes, eq(notes.id, noteLinks.sourceId))
    .where(inArray(noteLinks.targetId, targetIds))
    .orderBy(asc(notes.title));
}

/** Every note of the user (id, title) and every resolved link, counted per pair. */
export async function findConnections(db: DbOrTx, userId: string) {
  const [nodes, links] = await Promise.all([
    db.select({ id: notes.id, title: notes.title }).from(notes).where(eq(notes.userId, userId)),
    db
      .select({ sourceId: noteLinks.sourceId, targetId: noteLinks.targetId, strength: count() })
      .from(noteLinks)
      .where(and(eq(noteLinks.userId, userId), isNotNull(noteLinks.targetId)))
      .groupBy(noteLinks.sourceId, noteLinks.targetId),
  ]);
  return { nodes, links };
}

export async function lessonBelongsTo(db: DbOrTx, userId: string, lessonId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
  return row !== undefined;
}

/** Every note's id, title and title key, oldest first (an export's file names, an import's clashes). */
export async function listNoteTitles(db: DbOrTx, userId: string) {
  return db
    .select({ id: notes.id, title: notes.title, titleKey: notes.titleKey })
    .from(notes)
    .where(eq(notes.userId, userId))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

/** Notes by id, with their text (one page of an export). */
export async function findNotesByIds(db: DbOrTx, userId: string, ids: string[]): Promise<NoteFields[]> {
  if (ids.length === 0) return [];
  return db
    .select(NOTE_COLUMNS)
    .from(notes)
    .where(and(eq(notes.userId, userId), inArray(notes.id, ids)));
}
