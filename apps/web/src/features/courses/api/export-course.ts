import type { CourseExportFormat } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { downloadApiFile, fetchApiFile } from "../../../lib/download.ts";

/** What the export menu offers: the server's two formats, and a PDF printed from the HTML one. */
export type CourseExportChoice = CourseExportFormat | "pdf";

const exportPath = (courseId: string, format: CourseExportFormat) =>
  `/courses/${encodeURIComponent(courseId)}/export?format=${format}`;

/**
 * Prints a self-contained page from a hidden frame: the browser's print dialog, where 'Save as PDF'
 * gives the PDF (the page's print stylesheet starts each lesson on a new page). The frame is removed
 * once printing is done.
 */
function printPage(html: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement("iframe");
    frame.title = "Course prepared for printing";
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden";
    frame.onload = () => {
      const view = frame.contentWindow;
      if (!view) {
        frame.remove();
        reject(new Error("The print preview could not open. Download the HTML file and print it instead."));
        return;
      }
      view.addEventListener("afterprint", () => setTimeout(() => frame.remove(), 1_000), { once: true });
      view.focus();
      view.print();
      resolve();
    };
    frame.srcdoc = html;
    document.body.append(frame);
  });
}

/** GET /api/courses/{id}/export: saves the Markdown zip or HTML file, or prints the HTML as a PDF. */
export async function exportCourse(courseId: string, choice: CourseExportChoice): Promise<void> {
  if (choice !== "pdf") {
    await downloadApiFile(exportPath(courseId, choice));
    return;
  }
  const { blob } = await fetchApiFile(exportPath(courseId, "html"));
  await printPage(await blob.text());
}

export function useExportCourse(courseId: string) {
  return useMutation({ mutationFn: (choice: CourseExportChoice) => exportCourse(courseId, choice) });
}
