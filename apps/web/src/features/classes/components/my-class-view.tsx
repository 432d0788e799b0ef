import { Eye } from "lucide-react";
import { Card, PageError, PageLoading } from "../../../components/ui/index.ts";
import { useMyClassView } from "../api/assignments.ts";
import { MyDataDownload } from "./my-data-download.tsx";
import { ProgressFigures } from "./progress-table.tsx";

/** A student's 'What your teacher sees': the same rows the teacher reads, for this student only. */
export function MyClassView({ classId }: { classId: string }) {
  const view = useMyClassView(classId, true);
  if (view.isPending) return <PageLoading label="Loading what your teacher sees" />;
  if (view.error)
    return <PageError message="This could not be loaded." onRetry={() => void view.refetch()} />;
  return (
    <Card className="flex flex-col gap-4" data-testid="what-teacher-sees">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Eye aria-hidden="true" size={18} className="text-primary" /> What your teacher sees
      </h2>
      <ul className="list-disc pl-5 text-sm text-muted">
        {view.data.teacherSees.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {view.data.assignments.length === 0 ? (
        <p className="text-sm text-muted">No assignment yet: your teacher sees only that you joined.</p>
      ) : (
        view.data.assignments.map(({ assignment, progress }) => (
          <section key={assignment.id} className="flex flex-col gap-2" aria-label={assignment.title}>
            <h3 className="font-semibold">
              {assignment.title}
              {assignment.dueDate && (
                <span className="ml-2 text-sm font-normal text-muted">due {assignment.dueDate}</span>
              )}
            </h3>
            <ProgressFigures row={progress} />
          </section>
        ))
      )}
      <MyDataDownload classId={classId} />
    </Card>
  );
}
