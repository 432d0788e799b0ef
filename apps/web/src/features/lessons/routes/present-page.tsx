import { lessonSlides } from "@brainy/contract";
import {
  ChevronLeft,
  ChevronRight,
  Download,
  Maximize,
  Minimize,
  Moon,
  NotebookText,
  Sun,
  X,
} from "lucide-react";
import { useCallback, useMemo } from "react";
import { useNavigate, useParams } from "react-router";
import { ActionMenu } from "../../../components/ui/action-menu.tsx";
import { Button, ButtonLink, EmptyState, FormAlert, PageLoading } from "../../../components/ui/index.ts";
import { useTheme } from "../../../lib/theme.ts";
import { useDownloadSlides } from "../api/download-slides.ts";
import { useLesson } from "../api/get-lesson.ts";
import { SlideView } from "../components/presenter/slide-view.tsx";
import { usePresenter } from "../hooks/use-presenter.ts";

/**
 * 'Present' (/lessons/:lessonId/present): the lesson as slides, one idea each (the contract's
 * lessonSlides, the same deck as the PPTX, PDF and video), full screen, moved with the keyboard,
 * with speaker notes, in the app's theme. Each slide change is announced to screen readers.
 */
export function Component() {
  const { lessonId = "" } = useParams<{ lessonId: string }>();
  const query = useLesson(lessonId);
  const lesson = query.data;
  const slides = useMemo(() => (lesson?.content ? lessonSlides(lesson.content) : []), [lesson?.content]);
  const navigate = useNavigate();
  const leave = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    navigate(`/lessons/${lessonId}`);
  }, [navigate, lessonId]);
  const presenter = usePresenter(slides.length, leave);
  const { theme, toggleTheme } = useTheme();
  const download = useDownloadSlides(lessonId);

  if (query.isPending) return <PageLoading label="Loading the slides..." />;
  if (!lesson || slides.length === 0) {
    return (
      <EmptyState
        title={lesson ? "This lesson has no slides yet" : "Lesson not found"}
        action={
          <ButtonLink to={lesson ? `/lessons/${lessonId}` : "/learning-plan"} variant="secondary">
            Back
          </ButtonLink>
        }
      />
    );
  }
  const index = Math.min(presenter.index, slides.length - 1);
  const slide = slides[index]!;
  const position = `Slide ${index + 1} of ${slides.length}`;
  return (
    <main
      aria-label={`Presenting: ${lesson.title}`}
      className="flex min-h-dvh flex-col bg-bg text-text md:h-dvh"
    >
      <h1 className="sr-only">{`${lesson.title}: slides`}</h1>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {`${position}: ${slide.title}`}
      </p>
      <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 p-3 md:p-6">
        <section
          aria-roledescription="slide"
          aria-label={`${position}: ${slide.title}`}
          className="@container relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm md:aspect-video md:max-h-full md:w-auto md:max-w-full md:flex-1"
        >
          <div
            className="pointer-events-none absolute inset-y-0 left-0 w-1.5 bg-primary md:w-2"
            aria-hidden="true"
          />
          <div className="min-h-[55dvh] flex-1 px-5 py-6 text-lg leading-relaxed md:min-h-0 md:px-[6cqw] md:py-[4.5cqw] md:text-[2.1cqw]">
            <SlideView slide={slide} imageUrl={lesson.imageUrl} />
          </div>
        </section>
        {presenter.notes && (
          <section
            aria-label="Speaker notes"
            className="w-full max-w-5xl rounded-xl border border-border bg-surface-2 px-4 py-3 text-base leading-relaxed"
          >
            <h2 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Speaker notes</h2>
            <p>{slide.notes}</p>
          </section>
        )}
      </div>
      <nav
        aria-label="Slides"
        className="flex flex-wrap items-center justify-center gap-2 border-t border-border bg-surface px-3 py-2"
      >
        <Button variant="ghost" size="sm" onClick={() => presenter.go(index - 1)} disabled={index === 0}>
          <ChevronLeft aria-hidden="true" size={18} /> Previous
        </Button>
        <span className="min-w-16 text-center text-sm text-muted tabular-nums" aria-hidden="true">
          {index + 1} / {slides.length}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => presenter.go(index + 1)}
          disabled={index === slides.length - 1}
        >
          Next <ChevronRight aria-hidden="true" size={18} />
        </Button>
        <span className="mx-1 hidden h-5 w-px bg-border sm:block" aria-hidden="true" />
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={presenter.notes}
          onClick={() => presenter.setNotes(!presenter.notes)}
        >
          <NotebookText aria-hidden="true" size={16} /> Notes
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={toggleTheme}
          aria-label={`Switch to ${theme === "dark" ? "light" : "dark"} theme`}
        >
          {theme === "dark" ? <Sun aria-hidden="true" size={16} /> : <Moon aria-hidden="true" size={16} />}
          <span className="hidden sm:inline">Theme</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={presenter.toggleFullscreen}
          aria-pressed={presenter.fullscreen}
        >
          {presenter.fullscreen ? (
            <Minimize aria-hidden="true" size={16} />
          ) : (
            <Maximize aria-hidden="true" size={16} />
          )}
          Full screen
        </Button>
        <ActionMenu
          label="Download"
          variant="ghost"
          align="end"
          icon={<Download aria-hidden="true" size={16} />}
          busy={download.isPending}
          items={[
            {
              label: "PowerPoint (.pptx)",
              hint: "Editable, with speaker notes",
              onSelect: () => download.mutate({ format: "pptx" }),
            },
            {
              label: "PDF",
              hint: "One page a slide",
              onSelect: () => download.mutate({ format: "pdf", theme }),
            },
          ]}
        />
        <Button variant="ghost" size="sm" onClick={leave}>
          <X aria-hidden="true" size={16} /> Close
        </Button>
      </nav>
      {download.error && (
        <div className="px-3 pb-2">
          <FormAlert>{download.error.message}</FormAlert>
        </div>
      )}
    </main>
  );
}
