import type { ClassMember } from "@brainy/contract";
import { Users } from "lucide-react";
import { Badge, Button, Card, FormAlert } from "../../../components/ui/index.ts";
import { removeStudent, useClassChange } from "../api/classes.ts";

/** The class's teachers and students; a teacher removes a student (their data leaves the view at once). */
export function StudentsPanel({
  classId,
  members,
  seatLimit,
}: {
  classId: string;
  members: ClassMember[];
  seatLimit: number;
}) {
  const remove = useClassChange((studentId: string) => removeStudent(classId, studentId));
  const students = members.filter((m) => m.role === "student");
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Users aria-hidden="true" size={18} className="text-primary" /> People
        <span className="text-sm font-normal text-muted">
          {students.length} of {seatLimit} students
        </span>
      </h2>
      <ul className="flex flex-col gap-2" aria-label="Class members">
        {members.map((m) => (
          <li
            key={m.userId}
            className="flex flex-wrap items-center justify-between gap-2"
            data-testid="member"
          >
            <span className="flex min-w-0 items-center gap-2">
              <span className="font-medium break-words">{m.name}</span>
              {m.role === "teacher" && (
                <Badge variant="primary">{m.isOwner ? "Teacher" : "Co-teacher"}</Badge>
              )}
            </span>
            {m.role === "student" && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  if (window.confirm(`Remove ${m.name} from the class?`)) remove.mutate(m.userId);
                }}
              >
                Remove<span className="sr-only"> {m.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {students.length === 0 && <p className="text-sm text-muted">No students yet: share a code.</p>}
      <div aria-live="polite">{remove.error && <FormAlert>{remove.error.message}</FormAlert>}</div>
    </Card>
  );
}
