import { Download, Presentation } from "lucide-react";
import { ActionMenu } from "../../../components/ui/action-menu.tsx";
import { ButtonLink, FormAlert } from "../../../components/ui/index.ts";
import { useTheme } from "../../../lib/theme.ts";
import { useDownloadSlides } from "../api/download-slides.ts";
import { enterFullscreen } from "../hooks/use-presenter.ts";
import { LessonVideoButton } from "./lesson-video.tsx";

/** A written lesson's slides: Present (full screen), the deck as PPTX or PDF, and its narrated video. */
export function SlideActions({ lessonId, title }: { lessonId: string; title: string }) {
  const download = useDownloadSlides(lessonId);
  const { theme } = useTheme();
  return (
    <>
      <ButtonLink to={`/lessons/${lessonId}/present`} variant="secondary" onClick={enterFullscreen}>
        <Presentation aria-hidden="true" size={16} /> Present
      </ButtonLink>
      <ActionMenu
        label="Slides"
        align="start"
        icon={<Download aria-hidden="true" size={16} />}
        busy={download.isPending}
        items={[
          {
            label: "PowerPoint (.pptx)",
            hint: "Editable slides with speaker notes",
            onSelect: () => download.mutate({ format: "pptx" }),
          },
          {
            label: "PDF",
            hint: "One page a slide",
            onSelect: () => download.mutate({ format: "pdf", theme }),
          },
        ]}
      />
      <LessonVideoButton lessonId={lessonId} title={title} />
      {download.error && <FormAlert className="basis-full">{download.error.message}</FormAlert>}
    </>
  );
}
