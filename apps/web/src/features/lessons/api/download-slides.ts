import type { SlideExportQuery } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { downloadApiFile } from "../../../lib/download.ts";

/** GET /api/lessons/{id}/slides?format=: saves the deck as PPTX or PDF. */
export function useDownloadSlides(lessonId: string) {
  return useMutation({
    mutationFn: ({
      format,
      theme = "light",
    }: {
      format: SlideExportQuery["format"];
      theme?: SlideExportQuery["theme"];
    }) => downloadApiFile(`/lessons/${encodeURIComponent(lessonId)}/slides?format=${format}&theme=${theme}`),
  });
}
