import type { CourseOutline } from "@brainy/contract";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button, Dialog, FormAlert, PageError, Spinner } from "../../../../components/ui/index.ts";
import { staleCourseOf, useEditCourse } from "../../api/edit-course.ts";
import { useCourseOutline } from "../../api/get-course-outline.ts";
import { AddSectionForm } from "./add-section-form.tsx";
import { OutlineSection } from "./outline-section.tsx";
import type { RunEdit } from "./run-edit.ts";

/** 'Edit course': a dialog to add, move, remove, hide or rewrite sections and lessons. */
export function CourseEditor({ courseId }: { courseId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="self-start">
        <Pencil aria-hidden="true" size={15} /> Edit course
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title="Edit course"
        description="Add, move, remove or rewrite what you have not done yet. Completed lessons keep their scores, notes and cards."
      >
        {open && <CourseEditorBody courseId={courseId} />}
      </Dialog>
    </>
  );
}

function CourseEditorBody({ courseId }: { courseId: string }) {
  const outline = useCourseOutline(courseId, true);
  const edit = useEditCourse(courseId);
  const [notice, setNotice] = useState<{ tone: "done" | "error"; text: string } | null>(null);

  if (outline.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner size={16} /> Loading the course…
      </p>
    );
  }
  if (outline.isError || !outline.data) {
    return <PageError message="Failed to load the course." onRetry={() => outline.refetch()} />;
  }
  const course: CourseOutline = outline.data;
  const run: RunEdit = (change, done) => {
    setNotice(null);
    edit.mutate(
      { version: course.version, edit: change },
      {
        onSuccess: () => setNotice({ tone: "done", text: done }),
        onError: (error) =>
          setNotice({
            tone: "error",
            text: staleCourseOf(error)
              ? "This course was changed elsewhere (another tab?). It now shows the current course: check it and try again."
              : error.message,
          }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <AddSectionForm sections={course.sections} busy={edit.isPending} run={run} />
        <div aria-live="polite">
          {notice?.tone === "error" && <FormAlert>{notice.text}</FormAlert>}
          {notice?.tone === "done" && (
            <p className="text-sm font-medium text-success" role="status">
              {notice.text}
            </p>
          )}
          {edit.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted" role="status">
              <Spinner size={16} /> Saving your change…
            </p>
          )}
        </div>
      </div>
      <ol className="flex flex-col gap-3" aria-label="Sections of the course">
        {course.sections.map((section, index) => (
          <OutlineSection
            key={section.id}
            section={section}
            index={index}
            count={course.sections.length}
            busy={edit.isPending}
            run={run}
          />
        ))}
      </ol>
    </div>
  );
}
