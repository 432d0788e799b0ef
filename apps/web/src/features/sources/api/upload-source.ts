import { camelizeKeys, type Source, SourceSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, errorFromResponse } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { readStorage, storageKeys } from "../../../lib/storage.ts";

/** Bytes sent of the file's total, as the browser reports them. */
export type UploadProgress = { loaded: number; total: number };

/**
 * POST /api/sources/upload?name=…: the file's bytes as the body. XMLHttpRequest, not fetch, for its
 * upload progress events; errors follow the API client's rules (401 session, 402 upgrade).
 */
export function uploadSource(file: File, onProgress: (progress: UploadProgress) => void): Promise<Source> {
  const token = readStorage(storageKeys.token);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/sources/upload?name=${encodeURIComponent(file.name)}`);
    request.setRequestHeader("content-type", "application/octet-stream");
    request.setRequestHeader("accept", "application/json");
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.total || file.size });
    request.onerror = () =>
      reject(new ApiError(0, "NETWORK", "The upload failed. Check your connection and try again.", null));
    request.onload = () => {
      let json: unknown = null;
      try {
        json = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        json = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(SourceSchema.parse(camelizeKeys(json)));
        return;
      }
      const response = new Response(null, { status: request.status, statusText: request.statusText });
      reject(errorFromResponse(response, json, token));
    };
    request.send(file);
  });
}

/** Uploads a file with its progress; the library is read again when it is stored. */
export function useUploadSource(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSource(file, onProgress),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sources.all }),
  });
}
