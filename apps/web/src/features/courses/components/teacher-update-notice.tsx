import { RefreshCw } from "lucide-react";
import { useTeacherUpdate } from "../api/teacher-update.ts";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** On an assigned course a teacher changed since the learner last opened it: 'Updated by your teacher'. */
export function TeacherUpdateNotice({ courseId }: { courseId: string | undefined }) {
  const update = useTeacherUpdate(courseId);
  if (!update) return null;
  return (
    <div
      role="status"
      data-testid="teacher-update-notice"
      className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm text-text"
    >
      <RefreshCw aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-primary" />
      <p>
        <span className="font-semibold">Updated by your teacher</span> ({update.className},{" "}
        {dateFormat.format(new Date(update.updatedAt))}). Your completed lessons and scores are kept.
      </p>
    </div>
  );
}
