import { useMutation } from "@tanstack/react-query";
import { downloadApiFile } from "../../../lib/download.ts";

/** GET /api/learner-model/export: the learner's concepts and whole evidence log as JSON, saved by the browser. */
export function exportLearnerModel(): Promise<string> {
  return downloadApiFile("/learner-model/export");
}

export function useExportLearnerModel() {
  return useMutation({ mutationFn: exportLearnerModel });
}
