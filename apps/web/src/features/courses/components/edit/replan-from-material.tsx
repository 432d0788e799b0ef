import type { ReplanPreview, ReplanPreviewSection } from "@brainy/contract";
import { BookOpen } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Badge, Button, Dialog, FormAlert, Spinner, toast } from "../../../../components/ui/index.ts";
import { staleCourseOf, useEditCourse } from "../../api/edit-course.ts";
import { useCourseOutline } from "../../api/get-course-outline.ts";
import { useReplanPreview } from "../../api/replan-course.ts";

/**
 * 'Re-plan from my material': when the course's goal has sources, plans its sections again from
 * them and shows what would be kept, added and removed before anything changes; else a hint to
 * attach material to the goal.
 */
export function ReplanFromMaterial({ courseId }: { courseId: string }) {
  const outline = useCourseOutline(courseId, true);
  const [open, setOpen] = useState(false);
  if (!outline.data) return null;
  if (outline.data.materialCount === 0) {
    return (
      <p className="basis-full text-sm text-muted">
        Have a book or notes for this?{" "}
        <Link to="/goals" className="font-medium text-primary-strong underline underline-offset-2">
          Attach your material to the goal
        </Link>{" "}
        to re-plan this course from it.
      </p>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="self-start">
        <BookOpen aria-hidden="true" size={15} /> Re-plan from my material
      </Button>
      {open && (
        <ReplanDialog courseId={courseId} version={outline.data.version} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

const KEPT_BECAUSE = {
  progress: "Kept: has your progress",
  hidden: "Kept: has a hidden lesson",
  material: "Kept: in your material",
} as const;

function ReplanDialog({
  courseId,
  version,
  onClose,
}: {
  courseId: string;
  version: number;
  onClose: () => void;
}) {
  const preview = useReplanPreview(courseId);
  const edit = useEditCourse(courseId);
  const asked = useRef(false);
  const { mutate: askPreview } = preview;
  useEffect(() => {
    // One preview per opening: it is an AI call that counts as a lesson generation.
    if (asked.current) return;
    asked.current = true;
    askPreview(version);
  }, [askPreview, version]);
  const plan = preview.data;
  const stale = staleCourseOf(edit.error) ?? staleCourseOf(preview.error);
  const error = preview.error ?? edit.error;

  const apply = (current: ReplanPreview) =>
    edit.mutate(
      { version: current.courseVersion, edit: current.edit },
      {
        onSuccess: () => {
          toast("Your course now follows your material.");
          onClose();
        },
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title="Re-plan from my material"
      description="The course's sections are planned again from the sources attached to its goal. Nothing changes until you apply: sections with your progress or a hidden lesson always stay. Counts as one lesson generation."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {stale ? (
            <Button
              disabled={preview.isPending}
              onClick={() => {
                edit.reset();
                preview.mutate(stale.version);
              }}
            >
              Preview again
            </Button>
          ) : (
            <Button disabled={!plan || edit.isPending} onClick={() => plan && apply(plan)}>
              {edit.isPending && <Spinner size={16} />} Apply
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4" aria-live="polite">
        {preview.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted" role="status">
            <Spinner size={16} /> Planning the sections from your material…
          </p>
        )}
        {error && (
          <FormAlert>
            {stale
              ? "This course was changed elsewhere (another tab?). Preview the re-plan again on the current course."
              : error.message}
          </FormAlert>
        )}
        {plan && !preview.isPending && <PreviewList plan={plan} />}
      </div>
    </Dialog>
  );
}

function PreviewList({ plan }: { plan: ReplanPreview }) {
  const added = plan.sections.filter((s) => s.status === "added").length;
  return (
    <>
      <p className="text-sm">
        Following {plan.sources.map((title) => `"${title}"`).join(", ")}:{" "}
        <strong>{plan.sections.length - added} kept</strong>, <strong>{added} added</strong>,{" "}
        <strong>{plan.removed.length} removed</strong>.{" "}
        <Link to="/goals" className="font-medium text-primary-strong underline underline-offset-2">
          Change the material
        </Link>
      </p>
      <section aria-labelledby="replan-new-outline" className="flex flex-col gap-2">
        <h3 id="replan-new-outline" className="font-semibold">
          The course after the re-plan
        </h3>
        <ol className="flex flex-col gap-2" aria-label="Sections after the re-plan">
          {plan.sections.map((section, index) => (
            <PreviewSection key={section.sectionId ?? `new-${index}`} section={section} index={index} />
          ))}
        </ol>
      </section>
      {plan.removed.length > 0 && (
        <section aria-labelledby="replan-removed" className="flex flex-col gap-2">
          <h3 id="replan-removed" className="font-semibold">
            Removed (nothing done in them yet)
          </h3>
          <ul className="flex flex-col gap-2" aria-label="Sections the re-plan removes">
            {plan.removed.map((section) => (
              <li
                key={section.sectionId}
                className="flex flex-wrap items-center gap-2 rounded-xl border border-dashed border-border p-3"
              >
                <Badge variant="danger">Removed</Badge>
                <span className="break-words text-muted line-through">{section.topic}</span>
                {section.lessons.length > 0 && (
                  <span className="text-xs text-muted">
                    ({section.lessons.length} lesson{section.lessons.length === 1 ? "" : "s"})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function PreviewSection({ section, index }: { section: ReplanPreviewSection; index: number }) {
  const isNew = section.status === "added";
  return (
    <li
      className={`flex flex-col gap-1.5 rounded-xl border p-3 ${isNew ? "border-primary/50 bg-primary/5" : "border-border"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-40 flex-1 font-semibold break-words">
          {index + 1}. {section.topic}
        </span>
        {isNew ? (
          <Badge variant="primary">New</Badge>
        ) : (
          <Badge variant={section.keptBecause === "material" ? "neutral" : "success"}>
            {KEPT_BECAUSE[section.keptBecause ?? "material"]}
          </Badge>
        )}
      </div>
      {section.lessons.length > 0 && (
        <ul
          className="flex flex-col gap-0.5 pl-4 text-sm text-muted"
          aria-label={`Lessons of ${section.topic}`}
        >
          {section.lessons.map((lesson, i) => (
            <li key={`${i}-${lesson.title}`} className="list-disc break-words">
              {lesson.title}
              {lesson.isCompleted && <span className="sr-only"> (completed)</span>}
              {lesson.isCompleted && (
                <span aria-hidden="true" className="text-success">
                  {" "}
                  ✓
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
