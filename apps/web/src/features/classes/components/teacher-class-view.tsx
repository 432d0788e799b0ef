import { Download } from "lucide-react";
import { useState } from "react";
import { Button, FormAlert, PageError, PageLoading, Select } from "../../../components/ui/index.ts";
import { downloadGradebook } from "../api/assignments.ts";
import { useClass } from "../api/classes.ts";
import { AnnounceForm } from "./announce-form.tsx";
import { AssignForm } from "./assign-form.tsx";
import { AssignmentReportPanel } from "./assignment-report.tsx";
import { InvitePanel } from "./invite-panel.tsx";
import { StudentsPanel } from "./students-panel.tsx";

/** The teacher's view of a class: invites, students, assignments and their reports, announcements. */
export function TeacherClassView({ classId }: { classId: string }) {
  const detail = useClass(classId, true);
  const [picked, setPicked] = useState<string | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  if (detail.isPending) return <PageLoading label="Loading the class" />;
  if (detail.error)
    return <PageError message="The class could not be loaded." onRetry={() => void detail.refetch()} />;
  const { assignments } = detail.data;
  const current = assignments.find((a) => a.id === picked) ?? assignments.at(-1);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <InvitePanel classId={classId} invites={detail.data.invites} />
        <StudentsPanel classId={classId} members={detail.data.members} seatLimit={detail.data.seatLimit} />
      </div>
      <section className="flex flex-col gap-4" aria-labelledby="assignments-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="assignments-title" className="text-lg font-semibold">
            Assignments
          </h2>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              downloadGradebook(classId).then(
                () => setCsvError(null),
                (error: Error) => setCsvError(error.message),
              )
            }
          >
            <Download aria-hidden="true" size={16} /> Grade book (CSV)
          </Button>
        </div>
        {csvError && <FormAlert>{csvError}</FormAlert>}
        <AssignForm classId={classId} onAssigned={setPicked} />
        {current && (
          <>
            {assignments.length > 1 && (
              <Select
                label="Assignment"
                value={current.id}
                onChange={(event) => setPicked(event.target.value)}
                options={assignments.map((a) => ({ value: a.id, label: a.title }))}
                wrapperClassName="max-w-sm"
              />
            )}
            {current.copies && current.copies.made < current.copies.students && (
              <p role="status" className="text-sm text-muted" data-testid="copying-status">
                Copying for {current.copies.made} of {current.copies.students} students…
              </p>
            )}
            <AssignmentReportPanel classId={classId} assignmentId={current.id} />
          </>
        )}
      </section>
      <AnnounceForm classId={classId} />
    </div>
  );
}
