import { NOTE_IMPORT_LIMITS } from "@brainy/contract";
import { unzipSync } from "fflate";
import { AppError } from "../../lib/app-error.ts";

const refuse = (message: string) => new AppError("VALIDATION_FAILED", message);

/** True for an entry path that could point outside the folder it is unpacked in. */
function isUnsafePath(path: string): boolean {
  return (
    path.startsWith("/") ||
    path.startsWith("\\") ||
    /^[A-Za-z]:/.test(path) ||
    path.split(/[\\/]/).some((part) => part === "..") ||
    path.includes("\u0000")
  );
}

/** Folders and files a vault keeps besides notes: Obsidian's settings, its trash, macOS resource forks. */
function isVaultMachinery(path: string): boolean {
  return path.split("/").some((part) => part.startsWith(".") || part === "__MACOSX");
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * The Markdown files of a zipped vault, as text. Refused with a 400 before anything is unpacked: not
 * a zip, more than `entries` entries, a path leaving the vault (`../`, absolute), a file or the whole
 * larger unpacked than the limits say (the sizes the zip declares; fflate never writes past them, so
 * a zip bomb that lies about its sizes is cut short, not inflated), text that is not UTF-8.
 */
export function readVaultZip(bytes: Uint8Array): {
  files: { path: string; text: string }[];
  skipped: string[];
} {
  const limits = NOTE_IMPORT_LIMITS;
  let entries = 0;
  let unpacked = 0;
  const skipped: string[] = [];
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        if (entries > limits.entries)
          throw refuse(
            `This zip holds more than ${limits.entries.toLocaleString("en-GB")} files; import a smaller vault.`,
          );
        if (isUnsafePath(file.name))
          throw refuse(
            `This zip holds a file whose path leaves the vault (${file.name.slice(0, 100)}); it was not imported.`,
          );
        if (file.name.endsWith("/") || isVaultMachinery(file.name)) return false;
        if (!/\.(md|markdown)$/i.test(file.name)) {
          skipped.push(file.name);
          return false;
        }
        if (file.originalSize > limits.noteBytes)
          throw refuse(`${file.name}: a note file is at most ${limits.noteBytes / 1000} KB.`);
        unpacked += file.originalSize;
        if (unpacked > limits.unpackedBytes)
          throw refuse(
            `This zip unpacks to more than ${limits.unpackedBytes / 1024 / 1024} MB of notes; import a smaller vault.`,
          );
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse("This file is not a zip archive Brainy can read. Export the vault as a .zip and try again.");
  }
  const files = Object.entries(unzipped).map(([path, data]) => {
    try {
      return { path, text: decoder.decode(data) };
    } catch {
      throw new AppError(
        "VALIDATION_FAILED",
        `${path}: this file is not UTF-8 text; save it as UTF-8 and try again.`,
        {
          details: { file: path },
        },
      );
    }
  });
  if (files.length > limits.notes)
    throw refuse(
      `This zip holds ${files.length} notes; an import takes at most ${limits.notes.toLocaleString("en-GB")}.`,
    );
  return { files, skipped };
}
