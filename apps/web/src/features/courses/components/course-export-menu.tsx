import { Download, FileArchive, FileText, Printer } from "lucide-react";
import { ActionMenu } from "../../../components/ui/action-menu.tsx";
import { FormAlert } from "../../../components/ui/index.ts";
import { useExportCourse } from "../api/export-course.ts";

/** 'Export' on the course page: Markdown (.zip), HTML (one file that reads offline), PDF (print). */
export function CourseExportMenu({ courseId }: { courseId: string }) {
  const exporting = useExportCourse(courseId);
  return (
    <div className="flex flex-col items-start gap-2 md:items-end">
      <ActionMenu
        label="Export"
        icon={<Download aria-hidden="true" size={16} />}
        busy={exporting.isPending}
        items={[
          {
            label: "Markdown (.zip)",
            hint: "A file per lesson, with images",
            icon: <FileArchive size={18} />,
            onSelect: () => exporting.mutate("markdown"),
          },
          {
            label: "HTML",
            hint: "One page that reads offline",
            icon: <FileText size={18} />,
            onSelect: () => exporting.mutate("html"),
          },
          {
            label: "PDF (print)",
            hint: "Print or save as PDF, a lesson a page",
            icon: <Printer size={18} />,
            onSelect: () => exporting.mutate("pdf"),
          },
        ]}
      />
      {exporting.error && <FormAlert>{exporting.error.message}</FormAlert>}
    </div>
  );
}
