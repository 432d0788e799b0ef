import type { CourseOutlineLesson, CourseOutlineSection } from "@brainy/contract";
import { ArrowDown, ArrowUp, Eye, EyeOff, Trash2, Wand2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Badge, Button, Textarea } from "../../../../components/ui/index.ts";
import type { RunEdit } from "./run-edit.ts";

type Props = { section: CourseOutlineSection; index: number; count: number; busy: boolean; run: RunEdit };

/** One section in the course editor: its controls, then its lessons with theirs. */
export function OutlineSection({ section, index, count, busy, run }: Props) {
  const [rewriting, setRewriting] = useState(false);
  const name = section.content;
  const started = section.isCompleted || section.lessons.some((lesson) => lesson.hasProgress);
  const locked = busy || section.isGenerating;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-40 flex-1 font-semibold break-words">
          {index + 1}. {name}
        </span>
        {section.isCompleted && <Badge variant="success">Completed</Badge>}
        {section.isGenerating && <Badge variant="warning">Lessons being written</Badge>}
        <div className="flex flex-wrap gap-1">
          {!section.isCompleted && (
            <>
              <IconButton
                label={`Move section ${name} up`}
                disabled={locked || index === 0}
                onClick={() =>
                  run(
                    { kind: "moveSection", sectionId: section.id, position: index - 1 },
                    `Moved ${name} up.`,
                  )
                }
              >
                <ArrowUp aria-hidden="true" size={16} />
              </IconButton>
              <IconButton
                label={`Move section ${name} down`}
                disabled={locked || index === count - 1}
                onClick={() =>
                  run(
                    { kind: "moveSection", sectionId: section.id, position: index + 1 },
                    `Moved ${name} down.`,
                  )
                }
              >
                <ArrowDown aria-hidden="true" size={16} />
              </IconButton>
            </>
          )}
          {!started && (
            <>
              <Button
                size="sm"
                variant="outline"
                aria-expanded={rewriting}
                aria-label={`Rewrite lessons of ${name}`}
                disabled={locked}
                onClick={() => setRewriting((value) => !value)}
              >
                <Wand2 aria-hidden="true" size={15} /> Rewrite lessons
              </Button>
              <IconButton
                label={`Remove section ${name}`}
                disabled={locked}
                onClick={() => run({ kind: "removeSection", sectionId: section.id }, `Removed ${name}.`)}
              >
                <Trash2 aria-hidden="true" size={16} />
              </IconButton>
            </>
          )}
        </div>
      </div>
      {rewriting && (
        <RewriteSectionForm
          name={name}
          busy={locked}
          onSubmit={(instruction) => {
            setRewriting(false);
            run(
              { kind: "rewriteSection", sectionId: section.id, instruction },
              `Rewrote the lessons of ${name}.`,
            );
          }}
        />
      )}
      {section.lessons.length > 0 ? (
        <ul className="flex flex-col gap-1.5" aria-label={`Lessons of ${name}`}>
          {section.lessons.map((lesson, i) => (
            <OutlineLesson
              key={lesson.id}
              lesson={lesson}
              index={i}
              count={section.lessons.length}
              busy={locked}
              run={run}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">Its lessons are written when you reach it.</p>
      )}
    </li>
  );
}

function OutlineLesson({
  lesson,
  index,
  count,
  busy,
  run,
}: {
  lesson: CourseOutlineLesson;
  index: number;
  count: number;
  busy: boolean;
  run: RunEdit;
}) {
  const title = lesson.title;
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg bg-surface-2/60 px-3 py-1.5">
      <span
        className={`min-w-40 flex-1 text-sm break-words ${lesson.isHidden ? "text-muted line-through" : ""}`}
      >
        {title}
      </span>
      {lesson.isCompleted && (
        <Badge variant="success">{lesson.grade !== null ? `${lesson.grade}%` : "Done"}</Badge>
      )}
      {lesson.isHidden && <Badge>Hidden from plan</Badge>}
      <div className="flex flex-wrap gap-1">
        {!lesson.isCompleted && (
          <>
            <IconButton
              label={`Move lesson ${title} up`}
              disabled={busy || index === 0}
              onClick={() =>
                run({ kind: "moveLesson", lessonId: lesson.id, position: index - 1 }, `Moved ${title} up.`)
              }
            >
              <ArrowUp aria-hidden="true" size={15} />
            </IconButton>
            <IconButton
              label={`Move lesson ${title} down`}
              disabled={busy || index === count - 1}
              onClick={() =>
                run({ kind: "moveLesson", lessonId: lesson.id, position: index + 1 }, `Moved ${title} down.`)
              }
            >
              <ArrowDown aria-hidden="true" size={15} />
            </IconButton>
          </>
        )}
        <IconButton
          label={lesson.isHidden ? `Show ${title} in the plan` : `Hide ${title} from the plan`}
          disabled={busy}
          onClick={() =>
            run(
              { kind: "setLessonHidden", lessonId: lesson.id, hidden: !lesson.isHidden },
              lesson.isHidden
                ? `${title} is back in the plan.`
                : `${title} is hidden from the plan; its progress stays.`,
            )
          }
        >
          {lesson.isHidden ? <Eye aria-hidden="true" size={15} /> : <EyeOff aria-hidden="true" size={15} />}
        </IconButton>
        {!lesson.hasProgress && (
          <IconButton
            label={`Remove lesson ${title}`}
            disabled={busy}
            onClick={() => run({ kind: "removeLesson", lessonId: lesson.id }, `Removed ${title}.`)}
          >
            <Trash2 aria-hidden="true" size={15} />
          </IconButton>
        )}
      </div>
    </li>
  );
}

function RewriteSectionForm({
  name,
  busy,
  onSubmit,
}: {
  name: string;
  busy: boolean;
  onSubmit: (instruction: string) => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  // Opened by 'Rewrite lessons': the instruction is what comes next (and scrolls into view).
  useEffect(() => {
    form.current?.querySelector("textarea")?.focus({ preventScroll: true });
    form.current?.scrollIntoView({ block: "nearest" });
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 3) {
      setError("Say how the lessons should change.");
      return;
    }
    onSubmit(text.trim());
  };
  return (
    <form ref={form} onSubmit={submit} className="flex flex-col gap-2">
      <Textarea
        label={`How should the lessons of ${name} change?`}
        placeholder="more practice, less theory"
        rows={2}
        maxLength={500}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <Button type="submit" size="sm" className="self-end" disabled={busy}>
        <Wand2 aria-hidden="true" size={15} /> Rewrite lessons
      </Button>
    </form>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
