import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** GET /api/review/export: the cards in Anki's text format (tab-separated with its header lines). */
export function exportCards(goalId?: string): Promise<string> {
  return api(`/review/export${goalId ? `?goalId=${encodeURIComponent(goalId)}` : ""}`, {
    schema: z.string(),
  });
}

/** Downloads the cards as a text file Anki imports (File > Import). */
export function useExportCards() {
  return useMutation({
    mutationFn: exportCards,
    onSuccess: (text) => {
      const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "brainy-cards.txt";
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    },
  });
}
