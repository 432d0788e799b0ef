import {
  LESSON_REWRITE_LABELS,
  type Lesson,
  type LessonRewriteStyle,
  type LessonVersion,
} from "@brainy/contract";
import { History, Wand2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button, Dialog, FormAlert, Spinner, Textarea } from "../../../components/ui/index.ts";
import { useLessonVersions } from "../api/get-lesson-versions.ts";
import { useRewriteLesson } from "../api/rewrite-lesson.ts";
import { readLessonContent } from "../lib/read-content.ts";
import { type ImageSlot, LessonBlockView } from "./lesson-blocks.tsx";

const STYLES: LessonRewriteStyle[] = ["simpler", "deeper", "more-examples", "custom"];

/** An old version shows its text only: its illustration belongs to the lesson as it is now. */
const NO_IMAGE: ImageSlot = {
  imageUrl: null,
  canGenerate: false,
  generating: false,
  error: null,
  onGenerate: () => {},
};

/**
 * Under a written lesson: 'Rewrite this lesson' (simpler, deeper, more examples, or in the
 * learner's words; not for a completed lesson, which keeps the version passed) and 'Versions',
 * the earlier versions, each readable. While a rewrite streams in (`writing`), only the earlier
 * versions show.
 */
export function LessonVersions({ lesson, writing = false }: { lesson: Lesson; writing?: boolean }) {
  const versions = useLessonVersions(lesson.id);
  const [rewriteOpen, setRewriteOpen] = useState(false);
  const [reading, setReading] = useState<LessonVersion | null>(null);
  const list = versions.data;
  // The rewrite has started (the lesson is being written): its dialog is done, even if it unmounted
  // before its mutation's own success callback could close it.
  useEffect(() => {
    if (writing) setRewriteOpen(false);
  }, [writing]);
  // A lesson written for the first time has no earlier version to offer.
  if (writing && !list?.versions.length) return null;
  return (
    <section
      aria-labelledby="versions-heading"
      className="flex flex-col gap-3 rounded-2xl border border-border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="versions-heading" className="flex items-center gap-2 text-lg font-semibold">
          <History aria-hidden="true" size={18} /> Versions
        </h2>
        {!lesson.isCompleted && !writing && list && (
          <Button variant="outline" size="sm" onClick={() => setRewriteOpen(true)}>
            <Wand2 aria-hidden="true" size={15} /> Rewrite this lesson
          </Button>
        )}
      </div>
      {versions.isPending && <Spinner size={16} />}
      {list && (
        <ul className="flex flex-col gap-2 text-sm">
          <li className="text-muted">
            {writing
              ? `Version ${list.currentVersion} is being written above.`
              : `Version ${list.currentVersion} (this one) is the lesson above.`}
          </li>
          {list.versions.map((version) => (
            <li key={version.version} className="flex flex-wrap items-center gap-2">
              <span className="min-w-40 flex-1">
                Version {version.version}, replaced by “{version.replacedBy}” on{" "}
                {new Date(version.createdAt).toLocaleDateString()}
              </span>
              <Button size="sm" variant="secondary" onClick={() => setReading(version)}>
                Open version {version.version}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list && (
        <RewriteDialog
          open={rewriteOpen}
          onOpenChange={setRewriteOpen}
          lessonId={lesson.id}
          title={lesson.title}
          courseId={list.courseId}
          courseVersion={list.courseVersion}
        />
      )}
      <Dialog
        open={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        size="lg"
        title={reading ? `Version ${reading.version}: ${reading.title}` : "Version"}
        description={reading ? `The lesson as it was before “${reading.replacedBy}”.` : undefined}
      >
        {reading && <OldVersion version={reading} />}
      </Dialog>
    </section>
  );
}

function OldVersion({ version }: { version: LessonVersion }) {
  const read = readLessonContent(version.content);
  return (
    <article className="lesson-prose flex flex-col gap-4 leading-7">
      {"fallback" in read ? (
        <p className="whitespace-pre-wrap">{read.fallback}</p>
      ) : (
        read.blocks.map((block, i) => (
          <LessonBlockView key={`${i}-${block.type}`} block={block} image={NO_IMAGE} />
        ))
      )}
    </article>
  );
}

function RewriteDialog({
  open,
  onOpenChange,
  lessonId,
  title,
  courseId,
  courseVersion,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lessonId: string;
  title: string;
  courseId: string;
  courseVersion: number;
}) {
  const rewrite = useRewriteLesson(lessonId);
  const [style, setStyle] = useState<LessonRewriteStyle>("simpler");
  const [instruction, setInstruction] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = instruction.trim();
    if (style === "custom" && words.length < 3) {
      setFieldError("Say how the lesson should change.");
      return;
    }
    setFieldError(undefined);
    rewrite.mutate(
      { courseId, courseVersion, lessonId, style, instruction: words.length >= 3 ? words : undefined },
      { onSuccess: () => onOpenChange(false) },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !rewrite.isPending && onOpenChange(next)}
      title="Rewrite this lesson"
      description={`A new version of “${title}”. The current one stays readable under Versions.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">How should it change?</legend>
          <div className="grid grid-cols-2 gap-2">
            {STYLES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name="rewrite-style"
                  value={value}
                  checked={style === value}
                  onChange={() => setStyle(value)}
                  className="accent-[var(--primary)]"
                />
                {LESSON_REWRITE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <Textarea
          label={style === "custom" ? "Your instruction" : "Anything else? (optional)"}
          placeholder="e.g. use cooking analogies"
          rows={2}
          maxLength={500}
          value={instruction}
          onChange={(event) => setInstruction(event.target.value)}
          error={fieldError}
        />
        {rewrite.isError && <FormAlert>{rewrite.error.message}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            type="button"
            variant="secondary"
            disabled={rewrite.isPending}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={rewrite.isPending}>
            {rewrite.isPending ? <Spinner size={16} /> : <Wand2 aria-hidden="true" size={15} />}
            {rewrite.isPending ? "Rewriting…" : "Rewrite"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
