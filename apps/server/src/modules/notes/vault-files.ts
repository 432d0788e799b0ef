import {
  NOTE_CONTENT_MAX,
  NOTE_LINK_PATTERN,
  NOTE_TAGS_MAX,
  NOTE_TITLE_MAX,
  normalizeTag,
  noteTitleKey,
} from "@brainy/contract";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { AppError } from "../../lib/app-error.ts";
import { safeFileName, uniqueNames } from "../../lib/file-names.ts";

/** A note as a vault file holds it. */
export type VaultNote = {
  title: string;
  content: string;
  explicitTags: string[];
  createdAt: Date;
  updatedAt: Date;
};

/** File names (without .md) for notes, unique in the vault, keyed by each note's place in `titles`. */
export function vaultFileNames(titles: string[]): string[] {
  const unique = uniqueNames();
  return titles.map((title) => unique(safeFileName(title, "Untitled")));
}

/**
 * A note as an Obsidian file: YAML front matter (its exact title, dates and explicit tags; #tags stay
 * in the text) and its content, with each [[link]] to a note whose file name differs from its title
 * written `[[File name|Title]]` so Obsidian follows it and shows the title.
 */
export function noteToVaultFile(note: VaultNote, fileNameOfTitle: (titleKey: string) => string | undefined) {
  const front = stringifyYaml(
    {
      title: note.title,
      created: note.createdAt.toISOString(),
      updated: note.updatedAt.toISOString(),
      tags: note.explicitTags,
    },
    { lineWidth: 0 },
  );
  const content = note.content.replace(NOTE_LINK_PATTERN, (whole, inner: string) => {
    const title = inner.trim().replace(/\s+/g, " ");
    const fileName = fileNameOfTitle(noteTitleKey(title));
    return fileName && noteTitleKey(fileName) !== noteTitleKey(title) ? `[[${fileName}|${title}]]` : whole;
  });
  return `---\n${front}---\n\n${content}`;
}

/** A Markdown file read from a vault, before titles are settled. */
export type ParsedVaultFile = {
  path: string;
  /** The file's name without folders or .md: what Obsidian links to. */
  baseName: string;
  title: string;
  content: string;
  tags: string[];
  createdAt: Date | null;
  updatedAt: Date | null;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

function invalid(path: string, problem: string): AppError {
  return new AppError("VALIDATION_FAILED", `${path}: ${problem}`, { details: { file: path } });
}

function dateOf(value: unknown): Date | null {
  if (!(typeof value === "string" || value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getFullYear() < 1970 || date.getFullYear() > 9999 ? null : date;
}

/** Front matter tags as Obsidian writes them (a list, or words split by commas or spaces), stored form. */
function tagsOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[,\s]+/) : [];
  const tags = raw
    .filter((tag): tag is string | number => typeof tag === "string" || typeof tag === "number")
    .map((tag) =>
      normalizeTag(String(tag))
        .replace(/[^\p{L}\p{N}_-]+/gu, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 50),
    )
    .filter(Boolean);
  return [...new Set(tags)].slice(0, NOTE_TAGS_MAX);
}

/** One vault file's title, text, tags and dates; a file Brainy cannot keep as a note is a 400 naming it. */
export function parseVaultFile(path: string, text: string): ParsedVaultFile {
  const baseName = path
    .split("/")
    .pop()!
    .replace(/\.(md|markdown)$/i, "");
  let body = text.replace(/^\uFEFF/, "");
  let front: Record<string, unknown> = {};
  const match = FRONT_MATTER.exec(body);
  if (match) {
    let parsed: unknown;
    try {
      parsed = parseYaml(match[1]!, { maxAliasCount: 50 });
    } catch {
      throw invalid(path, "its front matter is not valid YAML.");
    }
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      front = parsed as Record<string, unknown>;
    body = body.slice(match[0].length).replace(/^\r?\n/, "");
  }
  if (body.includes("\u0000")) throw invalid(path, "it holds NUL characters, so it is not a text file.");
  if (body.length > NOTE_CONTENT_MAX)
    throw invalid(path, `a note is at most ${NOTE_CONTENT_MAX.toLocaleString("en-GB")} characters.`);
  const named = typeof front.title === "string" ? front.title : baseName;
  const title = named.replace(/\s+/g, " ").trim().slice(0, NOTE_TITLE_MAX).trim() || "Untitled";
  return {
    path,
    baseName,
    title,
    content: body,
    tags: tagsOf(front.tags),
    createdAt: dateOf(front.created ?? front.date),
    updatedAt: dateOf(front.updated ?? front.modified),
  };
}

/**
 * Titles for imported notes that no existing note (nor an earlier imported one) has: a clash becomes
 * 'Title (imported)', then 'Title (imported 2)'…; existing notes are never overwritten.
 */
export function settleTitles(files: ParsedVaultFile[], existingKeys: Set<string>): string[] {
  const taken = new Set(existingKeys);
  return files.map((file) => {
    let title = file.title;
    for (let n = 1; taken.has(noteTitleKey(title)); n++) {
      const suffix = n === 1 ? " (imported)" : ` (imported ${n})`;
      title = `${file.title.slice(0, NOTE_TITLE_MAX - suffix.length).trim()}${suffix}`;
    }
    taken.add(noteTitleKey(title));
    return title;
  });
}

/**
 * The imported notes' text with their [[links]] pointed at the imported notes' final titles: a link
 * names a file (`[[Folder/File]]`, `[[File|shown]]`, `[[File#Heading]]`) or a title; one to nothing in
 * the vault keeps its target (it may name a note the learner already has).
 */
export function resolveVaultLinks(files: ParsedVaultFile[], titles: string[]): string[] {
  const byName = new Map<string, string>();
  files.forEach((file, i) => {
    const key = noteTitleKey(file.title);
    if (!byName.has(key)) byName.set(key, titles[i]!);
  });
  files.forEach((file, i) => {
    const key = noteTitleKey(file.baseName);
    if (!byName.has(key)) byName.set(key, titles[i]!);
  });
  return files.map((file) =>
    file.content.replace(NOTE_LINK_PATTERN, (whole, inner: string) => {
      const target = inner.split("|")[0]!.split("#")[0]!.trim();
      const name = target.split("/").pop()!.replace(/\.md$/i, "").trim();
      const title = byName.get(noteTitleKey(target)) ?? byName.get(noteTitleKey(name));
      // A link already naming its note's title (in any case) stays as written.
      if (title && target === inner.trim() && noteTitleKey(title) === noteTitleKey(target)) return whole;
      // `[[File|Shown]]` where Shown is the note's title (as an export writes it) keeps Shown's spelling.
      const shown = inner.split("|")[1]?.trim();
      if (title && shown && noteTitleKey(shown) === noteTitleKey(title)) return `[[${shown}]]`;
      if (title) return `[[${title}]]`;
      return target && target !== inner ? `[[${target}]]` : whole;
    }),
  );
}
