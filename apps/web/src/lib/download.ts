import { errorFromResponse, readResponseBody, sendRequest } from "./api-client.ts";

/** The file name a Content-Disposition header gives (its UTF-8 form first), or `fallback`. */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {}
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Fetches a file from the API with the stored token; a failure follows the API client's rules. */
export async function fetchApiFile(path: string): Promise<{ blob: Blob; fileName: string }> {
  const { response, sentToken } = await sendRequest(path, { accept: "*/*" });
  if (!response.ok) throw errorFromResponse(response, await readResponseBody(response), sentToken);
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get("content-disposition"), "download"),
  };
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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

/** Fetches a file from the API and saves it. */
export async function downloadApiFile(path: string): Promise<string> {
  const { blob, fileName } = await fetchApiFile(path);
  saveBlob(blob, fileName);
  return fileName;
}
