import { camelizeKeys, type NoteImportResult, NoteImportResultSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, errorFromResponse, readResponseBody } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { readStorage, storageKeys } from "../../../lib/storage.ts";

/** Loose Markdown files as one zip (fflate, loaded only for this), so the server reads one format. */
async function zipMarkdownFiles(files: File[]): Promise<Blob> {
  const { zipSync } = await import("fflate");
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    const path = file.webkitRelativePath || file.name;
    entries[path] = new Uint8Array(await file.arrayBuffer());
  }
  return new Blob([zipSync(entries)], { type: "application/zip" });
}

/**
 * POST /api/notes/import: a zipped vault (one .zip) or Markdown files (zipped here first). Errors
 * follow the API client's rules (401 session, 400 with the server's reason).
 */
export async function importNotes(files: File[]): Promise<NoteImportResult> {
  const single = files.length === 1 && /\.zip$/i.test(files[0]!.name) ? files[0]! : null;
  const body = single ?? (await zipMarkdownFiles(files));
  const token = readStorage(storageKeys.token);
  const headers: Record<string, string> = { "content-type": "application/zip", accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch("/api/notes/import", { method: "POST", headers, body, credentials: "include" });
  } catch {
    throw new ApiError(
      0,
      "NETWORK",
      "Could not reach the server. Check your connection and try again.",
      null,
    );
  }
  const json = await readResponseBody(response);
  if (!response.ok) throw errorFromResponse(response, json, token);
  return NoteImportResultSchema.parse(camelizeKeys(json));
}

/** Imports notes; the notes (and the cards their lines make) are read again afterwards. */
export function useImportNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importNotes,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.review.all });
    },
  });
}
