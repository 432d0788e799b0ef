import type { Lesson } from "@brainy/contract";
import { ArrowLeft, BookOpen, CheckCircle2, Clock } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { AudioOverviewButton } from "../../../components/audio-overview-button.tsx";
import { DemoAiNotice } from "../../../components/demo-ai-notice.tsx";
import { TestOutDialog } from "../../../components/test-out-dialog.tsx";
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  PageLoading,
  Spinner,
} from "../../../components/ui/index.ts";
import { useIsDemoAi } from "../../../lib/ai-provider.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useTier } from "../../../lib/tier.ts";
import { useGenerateLessonImage } from "../api/generate-image.ts";
import { useLesson } from "../api/get-lesson.ts";
import { CitationProvider, LessonReferences } from "../components/citations.tsx";
import { LessonAudioSection } from "../components/lesson-audio.tsx";
import { BlockSkeleton, type ImageSlot, LessonBlockView } from "../components/lesson-blocks.tsx";
import { LessonCheckPanel } from "../components/lesson-check.tsx";
import { LessonLanguageNotice } from "../components/lesson-language-notice.tsx";
import { LessonVersions } from "../components/lesson-versions.tsx";
import { QuotaCard } from "../components/quota-card.tsx";
import { SelectionMenu } from "../components/selection-menu.tsx";
import { SlideActions } from "../components/slide-actions.tsx";
import { useLessonContent } from "../hooks/use-lesson-content.ts";
import { useLessonWork } from "../hooks/use-lesson-work.ts";
import { readLessonContent } from "../lib/read-content.ts";
import { LESSONS_NS } from "../messages.ts";

const SUPPORT_EMAIL = "support@brainy-ai.app";

/**
 * The illustration's slot: drawn by the server once the content is written (the page only watches
 * its state); 'Generate Image' asks again after a failure.
 */
function useLessonImage(lesson: Lesson | undefined): ImageSlot {
  const { t } = useTranslation(LESSONS_NS);
  const generate = useGenerateLessonImage(lesson?.id ?? "");
  const work = lesson?.work.illustration;
  const working = work?.state === "queued" || work?.state === "running" || generate.isPending;
  const failed = generate.isError || (work?.state === "failed" && !generate.isSuccess);
  return {
    imageUrl: lesson?.imageUrl ?? null,
    canGenerate: Boolean(lesson?.imagePrompt) && !lesson?.imageUrl,
    generating: working,
    error: failed && !working ? t("imageFailed") : null,
    onGenerate: () => generate.mutate(),
  };
}

/** The lesson page (/lessons/:lessonId): content streamed in as it is written, books, and the way on. */
export function Component() {
  const { t } = useTranslation(LESSONS_NS);
  const { lessonId = "" } = useParams<{ lessonId: string }>();
  const query = useLesson(lessonId);
  const lesson = query.data;
  const content = useLessonContent(lessonId, lesson);
  useLessonWork(lesson);
  const image = useLessonImage(lesson);
  const assessmentWork = lesson?.work.assessment.state;
  const preparingAssessment = assessmentWork === "queued" || assessmentWork === "running";
  const isDemoAi = useIsDemoAi();
  const article = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const { isPro } = useTier();
  const [testingOut, setTestingOut] = useState(false);

  if (!lessonId) return <EmptyState title={t("noId")} />;
  if (query.isPending) {
    return <PageLoading label={t("loading")} />;
  }
  if (query.isError || !lesson) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        title={
          notFound ? t("notFound") : t("loadFailed", { message: query.error?.message ?? t("unknownError") })
        }
        action={
          <ButtonLink to="/learning-plan" variant="secondary">
            {t("backToRoadmap")}
          </ButtonLink>
        }
      />
    );
  }

  const read = lesson.content ? readLessonContent(lesson.content) : null;
  // The support address inside the sentence, as a link: the message's text before and after it.
  const [missingBefore, missingAfter = ""] = t("missing.text", { email: SUPPORT_EMAIL }).split(SUPPORT_EMAIL);
  const streamingBlocks = content.phase === "streaming" ? content.blocks : [];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <ButtonLink to="/learning-plan" variant="ghost" size="sm" className="self-start">
          <ArrowLeft aria-hidden="true" size={16} className="rtl:-scale-x-100" /> {t("backToRoadmap")}
        </ButtonLink>
        <h1 className="text-3xl font-bold tracking-tight break-words md:text-4xl">{lesson.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" size={15} /> {t("minutes", { minutes: lesson.estimationMinutes })}
          </span>
          {lesson.isCompleted && (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" size={12} /> {t("completed")}
              {lesson.grade ? ` · ${lesson.grade}%` : ""}
            </Badge>
          )}
        </div>
        {/* 'Test out' (issue 38): the lesson's assessment without studying it, once it is written. */}
        {!lesson.isCompleted && read && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>{t("alreadyKnow")}</span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setTestingOut(true)}
              aria-label={t("testOutLabel", { title: lesson.title })}
            >
              {t("testOut")}
            </Button>
          </div>
        )}
        {isDemoAi && <DemoAiNotice />}
      </header>

      {read && <LessonAudioSection lessonId={lesson.id} />}
      {read && lesson.generationStatus === "ready" && (
        <div className="flex flex-wrap items-center gap-2">
          <AudioOverviewButton scope={{ kind: "lesson", lessonId: lesson.id }} title={lesson.title} />
          <SlideActions lessonId={lesson.id} title={lesson.title} />
        </div>
      )}

      {content.phase === "quota" && <QuotaCard details={content.details} />}
      {content.phase === "locked" && (
        <EmptyState title={t("locked.title")} description={t("locked.description")} />
      )}
      {content.phase === "failed" && (
        <Card role="alert" className="flex flex-col items-start gap-3">
          <p className="text-danger">{content.message ?? t("generateFailed")}</p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t("tryAgain")}
          </Button>
        </Card>
      )}
      {content.phase === "missing" && (
        <Card className="flex flex-col items-start gap-3">
          <h2 className="text-lg font-semibold">{t("missing.title")}</h2>
          <p className="text-muted">
            {missingBefore}
            <a className="text-primary-strong underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            {missingAfter}
          </p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t("missing.reload")}
          </Button>
        </Card>
      )}

      {content.phase === "streaming" && (
        <section
          aria-live="polite"
          aria-busy="true"
          className="lesson-prose flex flex-col gap-4 text-[1.0625rem] leading-8"
        >
          {streamingBlocks.length === 0 && (
            <div className="flex flex-col items-center gap-2 py-8 text-center" role="status">
              <Spinner size={28} />
              <p className="font-semibold">{t("generating.title")}</p>
              <p className="text-sm text-muted">{t("generating.text")}</p>
            </div>
          )}
          {streamingBlocks.map((block, i) => (
            <LessonBlockView
              key={`${i}-${block.type}`}
              block={block}
              image={image}
              place={{ lessonId: lesson.id, index: i }}
            />
          ))}
          <BlockSkeleton />
        </section>
      )}

      {read && <LessonLanguageNotice lesson={lesson} />}

      {read && (
        <article
          ref={article}
          className="lesson-prose relative flex flex-col gap-4 text-[1.0625rem] leading-8"
        >
          {"fallback" in read ? (
            <p className="whitespace-pre-wrap">{read.fallback}</p>
          ) : (
            <CitationProvider citations={lesson.citations}>
              {read.blocks.map((block, i) => (
                // `contents`: the wrapper names the block (for 'Make card') without a box of its own.
                <div key={`${i}-${block.type}`} className="contents" data-block-index={i}>
                  <LessonBlockView block={block} image={image} place={{ lessonId: lesson.id, index: i }} />
                </div>
              ))}
            </CitationProvider>
          )}
          <SelectionMenu container={article} lessonId={lesson.id} lessonTitle={lesson.title} />
        </article>
      )}

      {read && <LessonReferences citations={lesson.citations} />}

      {read && lesson.books.length > 0 && (
        <section aria-labelledby="books-heading" className="flex flex-col gap-3">
          <h2 id="books-heading" className="flex items-center gap-2 text-xl font-semibold">
            <BookOpen aria-hidden="true" size={20} /> {t("books")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {lesson.books.map((book) => (
              <li key={book.title} className="rounded-xl border border-border bg-surface p-4">
                <p className="font-semibold">{book.title}</p>
                <p className="text-sm text-muted">{book.author}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {read && <LessonCheckPanel lesson={lesson} />}

      {/* While a rewrite streams in above, the version it replaces stays readable here. */}
      {(read || content.phase === "streaming") && <LessonVersions lesson={lesson} writing={!read} />}

      {preparingAssessment && (
        <p className="text-sm text-muted" role="status">
          {t("preparingAssessment")}
        </p>
      )}
      <footer className="flex flex-wrap gap-3 border-t border-border pt-5">
        <ButtonLink to="/learning-plan" variant="secondary">
          {t("backToRoadmap")}
        </ButtonLink>
        {!lesson.isCompleted && read && (
          <ButtonLink to={`/lessons/${lesson.id}/assessment`}>{t("takeAssessment")}</ButtonLink>
        )}
      </footer>
      <TestOutDialog
        lesson={testingOut && !lesson.isCompleted ? lesson : null}
        isPro={isPro}
        onClose={() => setTestingOut(false)}
        onStarted={(id) => navigate(`/lessons/${id}/assessment?testOut=1`)}
      />
    </div>
  );
}
