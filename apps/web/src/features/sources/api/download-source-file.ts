import { errorFromResponse, readResponseBody, sendRequest } from "../../../lib/api-client.ts";

/** GET /api/sources/{id}/file: the stored file, fetched with the token and saved by the browser. */
export async function downloadSourceFile(id: string, fileName: string): Promise<void> {
  const { response, sentToken } = await sendRequest(`/sources/${encodeURIComponent(id)}/file`, {
    accept: "*/*",
  });
  if (!response.ok) throw errorFromResponse(response, await readResponseBody(response), sentToken);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** GET /api/sources/{id}/file as bytes (the PDF viewer reads it with pdf.js). */
export async function fetchSourceFile(id: string): Promise<Uint8Array> {
  const { response, sentToken } = await sendRequest(`/sources/${encodeURIComponent(id)}/file`, {
    accept: "*/*",
  });
  if (!response.ok) throw errorFromResponse(response, await readResponseBody(response), sentToken);
  return new Uint8Array(await response.arrayBuffer());
}
