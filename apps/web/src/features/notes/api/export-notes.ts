import { useMutation } from "@tanstack/react-query";
import { downloadApiFile } from "../../../lib/download.ts";

/** GET /api/notes/export: every note as an Obsidian vault (a zip of .md files), saved by the browser. */
export function exportNotes(): Promise<string> {
  return downloadApiFile("/notes/export");
}

export function useExportNotes() {
  return useMutation({ mutationFn: exportNotes });
}
