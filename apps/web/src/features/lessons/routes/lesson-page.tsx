import type { Lesson } from "@brainy/contract";
import { ArrowLeft, BookOpen, CheckCircle2, Clock } from "lucide-react";
import { useRef } from "react";
import { useParams } from "react-router";
import { AudioOverviewButton } from "../../../components/audio-overview-button.tsx";
import { DemoAiNotice } from "../../../components/demo-ai-notice.tsx";
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

const SUPPORT_EMAIL = "support@brainy-ai.app";

/**
 * The illustration's slot: drawn by the server once the content is written (the page only watches
 * its state); 'Generate Image' asks again after a failure.
 */
function useLessonImage(lesson: Lesson | undefined): ImageSlot {
  const generate = useGenerateLessonImage(lesson?.id ?? "");
  const work = lesson?.work.illustration;
  const working = work?.state === "queued" || work?.state === "running" || generate.isPending;
  const failed = generate.isError || (work?.state === "failed" && !generate.isSuccess);
  return {
    imageUrl: lesson?.imageUrl ?? null,
    canGenerate: Boolean(lesson?.imagePrompt) && !lesson?.imageUrl,
    generating: working,
    error: failed && !working ? "Failed to generate image. Please try again." : null,
    onGenerate: () => generate.mutate(),
  };
}

/** The lesson page (/lessons/:lessonId): content streamed in as it is written, books, and the way on. */
export function Component() {
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

  if (!lessonId) return <EmptyState title="No lesson ID provided" />;
  if (query.isPending) {
    return <PageLoading label="Loading lesson..." />;
  }
  if (query.isError || !lesson) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState
        title={
          notFound ? "Lesson not found" : `Failed to load lesson: ${query.error?.message ?? "Unknown error"}`
        }
        action={
          <ButtonLink to="/learning-plan" variant="secondary">
            Back to Roadmap
          </ButtonLink>
        }
      />
    );
  }

  const read = lesson.content ? readLessonContent(lesson.content) : null;
  const streamingBlocks = content.phase === "streaming" ? content.blocks : [];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <ButtonLink to="/learning-plan" variant="ghost" size="sm" className="self-start">
          <ArrowLeft aria-hidden="true" size={16} /> Back to Roadmap
        </ButtonLink>
        <h1 className="text-3xl font-bold tracking-tight break-words md:text-4xl">{lesson.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" size={15} /> ~{lesson.estimationMinutes} min
          </span>
          {lesson.isCompleted && (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" size={12} /> Completed
              {lesson.grade ? ` · ${lesson.grade}%` : ""}
            </Badge>
          )}
        </div>
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
        <EmptyState
          title="This lesson is part of Pro"
          description="Free plan users can only complete 1 topic per goal. Upgrade to Pro to continue."
        />
      )}
      {content.phase === "failed" && (
        <Card role="alert" className="flex flex-col items-start gap-3">
          <p className="text-danger">
            {content.message ?? "Failed to generate lesson content. Please try again later."}
          </p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </Card>
      )}
      {content.phase === "missing" && (
        <Card className="flex flex-col items-start gap-3">
          <h2 className="text-lg font-semibold">Content is still generating...</h2>
          <p className="text-muted">
            Reload the page in a moment. If it does not appear, write to{" "}
            <a className="text-primary-strong underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload Page
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
              <p className="font-semibold">Generating lesson content...</p>
              <p className="text-sm text-muted">
                Your lesson is being written; it appears here as it is ready.
              </p>
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
            <BookOpen aria-hidden="true" size={20} /> Recommended books
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
          Assessment is being prepared...
        </p>
      )}
      <footer className="flex flex-wrap gap-3 border-t border-border pt-5">
        <ButtonLink to="/learning-plan" variant="secondary">
          Back to Roadmap
        </ButtonLink>
        {!lesson.isCompleted && read && (
          <ButtonLink to={`/lessons/${lesson.id}/assessment`}>Take Assessment</ButtonLink>
        )}
      </footer>
    </div>
  );
}
