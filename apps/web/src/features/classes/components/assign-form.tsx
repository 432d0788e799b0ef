import { type FormEvent, useState } from "react";
import { Button, Card, FormAlert, Input, Select } from "../../../components/ui/index.ts";
import { useGoals } from "../../../lib/goals.ts";
import { createAssignment } from "../api/assignments.ts";
import { useClassChange } from "../api/classes.ts";

/** Assigns one of the teacher's own courses with an optional due date. */
export function AssignForm({ classId, onAssigned }: { classId: string; onAssigned: (id: string) => void }) {
  const goals = useGoals();
  const [courseId, setCourseId] = useState("");
  const [dueDate, setDueDate] = useState("");
  const assign = useClassChange((input: { courseId: string; dueDate: string | null }) =>
    createAssignment(classId, input),
  );
  const courses = (goals.data ?? []).flatMap((goal) =>
    goal.courses.map((c) => ({ value: c.id, label: c.title })),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = courseId || courses[0]?.value;
    if (!chosen) return;
    assign.mutate(
      { courseId: chosen, dueDate: dueDate || null },
      { onSuccess: (assignment) => onAssigned(assignment.id) },
    );
  };
  return (
    <Card>
      <form
        className="flex flex-col gap-3 md:flex-row md:items-end"
        onSubmit={submit}
        aria-label="Assign a course"
      >
        {courses.length === 0 ? (
          <p className="text-sm text-muted">Plan a course of your own first: then you can assign it here.</p>
        ) : (
          <>
            <Select
              label="Course to assign"
              value={courseId || courses[0]!.value}
              onChange={(event) => setCourseId(event.target.value)}
              options={courses}
              wrapperClassName="md:flex-1"
            />
            <Input
              label="Due date (optional)"
              type="date"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
            <Button type="submit" loading={assign.isPending}>
              Assign
            </Button>
          </>
        )}
      </form>
      <div aria-live="polite">
        {assign.error && <FormAlert className="mt-3">{assign.error.message}</FormAlert>}
      </div>
    </Card>
  );
}
