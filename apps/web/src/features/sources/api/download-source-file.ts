import { fetchApiFile, saveBlob } from "../../../lib/download.ts";

const filePath = (id: string) => `/sources/${encodeURIComponent(id)}/file`;

/** GET /api/sources/{id}/file: the stored file, fetched with the token and saved by the browser. */
export async function downloadSourceFile(id: string, fileName: string): Promise<void> {
  const { blob } = await fetchApiFile(filePath(id));
  saveBlob(blob, fileName);
}

/** GET /api/sources/{id}/file as bytes (the PDF viewer reads it with pdf.js). */
export async function fetchSourceFile(id: string): Promise<Uint8Array> {
  const { blob } = await fetchApiFile(filePath(id));
  return new Uint8Array(await blob.arrayBuffer());
}
