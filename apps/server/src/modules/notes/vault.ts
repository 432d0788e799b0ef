import type { Readable } from "node:stream";
import { type NoteImportResult, noteTitleKey } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { createZipWriter } from "../../lib/zip-stream.ts";
import { syncNoteCards } from "../review/index.ts";
import { findNotesByIds, insertNote, listNoteTitles } from "./repository.ts";
import { saveLinks, toWrite } from "./service.ts";
import {
  noteToVaultFile,
  parseVaultFile,
  resolveVaultLinks,
  settleTitles,
  vaultFileNames,
} from "./vault-files.ts";
import { readVaultZip } from "./vault-zip.ts";

/** The folder a vault export unzips to. */
export const VAULT_FOLDER = "Brainy notes";
/** Notes read per query while a vault is written. */
const EXPORT_PAGE_SIZE = 100;

/**
 * GET /notes/export: every note as an Obsidian vault (a zip of .md files with front matter, [[links]]
 * and #tags), written while it is sent, a page of notes at a time.
 */
export async function exportNotesVault(
  options: UserOptions & { log: { error(obj: object, msg: string): void } },
): Promise<Readable> {
  const { db, userId } = options;
  const titles = await listNoteTitles(db, userId);
  const names = vaultFileNames(titles.map((t) => t.title));
  // A link goes to the oldest note with its title, as in the app.
  const nameOfKey = new Map<string, string>();
  titles.forEach((t, i) => {
    if (!nameOfKey.has(t.titleKey)) nameOfKey.set(t.titleKey, names[i]!);
  });
  const nameOfId = new Map(titles.map((t, i) => [t.id, names[i]!]));
  const zip = createZipWriter();
  const write = async () => {
    for (let start = 0; start < titles.length; start += EXPORT_PAGE_SIZE) {
      const ids = titles.slice(start, start + EXPORT_PAGE_SIZE).map((t) => t.id);
      for (const note of await findNotesByIds(db, userId, ids)) {
        zip.add(
          `${VAULT_FOLDER}/${nameOfId.get(note.id)}.md`,
          noteToVaultFile(note, (key) => nameOfKey.get(key)),
          {
            mtime: note.updatedAt,
          },
        );
      }
      if (!(await zip.drained())) return;
    }
    zip.end();
  };
  setImmediate(() =>
    write().catch((error) => {
      options.log.error({ err: error }, "notes export failed");
      zip.stream.destroy(error as Error);
    }),
  );
  return zip.stream;
}

/** Reads a request body into memory up to `limit` bytes; past it a 413 saying the limit. */
export async function readUpload(body: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        throw new AppError(
          "PAYLOAD_TOO_LARGE",
          `A notes import is at most ${limit / 1024 / 1024} MB; zip fewer notes and try again.`,
          { details: { limitBytes: limit } },
        );
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("VALIDATION_FAILED", "The upload was interrupted. Please try again.", {
      cause: error,
    });
  }
  return Buffer.concat(chunks);
}

/**
 * POST /notes/import: the notes of a zipped Obsidian vault or folder of Markdown. Each .md file is a
 * note (its front matter's title, or its file name; its tags and dates); a title the learner already
 * has gets ' (imported)' rather than overwriting; [[links]] between the files point at the notes they
 * became. All or nothing: a file that cannot be a note refuses the whole import with its name.
 */
export async function importNotesVault(
  options: UserOptions & { zip: Uint8Array },
): Promise<NoteImportResult> {
  const { db, userId } = options;
  const { files: raw, skipped } = readVaultZip(options.zip);
  const files = raw.map((file) => parseVaultFile(file.path, file.text));
  if (files.length === 0)
    throw new AppError("VALIDATION_FAILED", "This zip holds no Markdown (.md) files to import as notes.");
  return importParsed(db, userId, files, skipped);
}

async function importParsed(
  db: Db,
  userId: string,
  files: ReturnType<typeof parseVaultFile>[],
  skipped: string[],
): Promise<NoteImportResult> {
  return db.transaction(async (tx) => {
    const existing = new Set((await listNoteTitles(tx, userId)).map((t) => t.titleKey));
    const titles = settleTitles(files, existing);
    const contents = resolveVaultLinks(files, titles);
    const inserted = [];
    for (const [i, file] of files.entries()) {
      const write = toWrite({ title: titles[i]!, content: contents[i]!, tags: file.tags });
      const createdAt = file.createdAt ?? undefined;
      const updatedAt = file.updatedAt ?? file.createdAt ?? undefined;
      inserted.push(await insertNote(tx, userId, { ...write, lessonId: null, createdAt, updatedAt }));
    }
    // Links are saved once every note exists, so links between imported notes resolve.
    for (const note of inserted) {
      await saveLinks(tx, userId, note);
      await syncNoteCards({ db: tx, userId, note });
    }
    return {
      imported: inserted.length,
      renamed: files.flatMap((file, i) =>
        noteTitleKey(titles[i]!) === noteTitleKey(file.title) ? [] : [{ from: file.title, to: titles[i]! }],
      ),
      skipped: skipped.slice(0, 100),
    };
  });
}
