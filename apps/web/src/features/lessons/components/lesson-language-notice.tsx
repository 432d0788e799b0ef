import { type Lesson, learningLanguageName } from "@brainy/contract";
import { Languages } from "lucide-react";
import { Button, FormAlert } from "../../../components/ui/index.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { useLessonVersions } from "../api/get-lesson-versions.ts";
import { useRewriteLesson } from "../api/rewrite-lesson.ts";

/**
 * Says a lesson was written in another language than the learner's learning language now, and
 * offers a rewrite in the current one (not for a completed lesson, which keeps the version passed).
 */
export function LanguageNotice({
  written,
  current,
  onRewrite,
  rewriting = false,
  error,
}: {
  /** The language the lesson was written in (BCP-47). */
  written: string;
  /** The learner's learning language now (BCP-47). */
  current: string;
  /** Absent: no rewrite is offered. */
  onRewrite?: () => void;
  rewriting?: boolean;
  error?: string;
}) {
  const now = learningLanguageName(current);
  return (
    <aside
      aria-label="Lesson language"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Languages aria-hidden="true" size={18} className="shrink-0 text-primary" />
        <p className="min-w-48 flex-1">
          This lesson was written in {learningLanguageName(written)}. Your learning language is now {now}.
        </p>
        {onRewrite && (
          <Button size="sm" variant="outline" onClick={onRewrite} loading={rewriting}>
            Rewrite in {now}
          </Button>
        )}
      </div>
      {error && <FormAlert>{error}</FormAlert>}
    </aside>
  );
}

/** The notice for a lesson page: shown only when the lesson's language and the learner's differ. */
export function LessonLanguageNotice({ lesson }: { lesson: Lesson }) {
  const user = useCurrentUser();
  const versions = useLessonVersions(lesson.id);
  const rewrite = useRewriteLesson(lesson.id);
  const current = user.data?.learningLanguage;
  if (!lesson.language || !current || lesson.language === current) return null;
  const list = versions.data;
  const offer = !lesson.isCompleted && list;
  return (
    <LanguageNotice
      written={lesson.language}
      current={current}
      rewriting={rewrite.isPending}
      error={rewrite.error?.message}
      onRewrite={
        offer
          ? () =>
              rewrite.mutate({
                courseId: list.courseId,
                courseVersion: list.courseVersion,
                lessonId: lesson.id,
                style: "custom",
                instruction: `In ${learningLanguageName(current)}`,
              })
          : undefined
      }
    />
  );
}
