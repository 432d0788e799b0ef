import { type LessonVideo, PLAN_LIMITS } from "@brainy/contract";
import { Download, Film, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import {
  Button,
  buttonClasses,
  Dialog,
  FormAlert,
  ProgressBar,
  Spinner,
} from "../../../components/ui/index.ts";
import { resolveMediaUrl } from "../../../lib/media-url.ts";
import { useLessonVideo, useMakeLessonVideo } from "../api/lesson-video.ts";

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/** The finished video: the player with captions, its chapters to jump to, and Download. */
function VideoPlayer({ video, title }: { video: LessonVideo; title: string }) {
  const player = useRef<HTMLVideoElement>(null);
  const src = resolveMediaUrl(video.videoUrl) ?? "";
  const captions = resolveMediaUrl(video.captionsUrl);
  return (
    <div className="flex flex-col gap-3">
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is there whenever the server wrote one (always, once done) */}
      <video
        ref={player}
        controls
        preload="metadata"
        src={src}
        className="aspect-video w-full rounded-xl border border-border bg-black"
        aria-label={`Video: ${title}`}
        data-testid="lesson-video"
      >
        {captions && (
          <track kind="captions" src={captions} srcLang={video.language} label="Captions" default />
        )}
      </video>
      <nav aria-label="Chapters" className="flex flex-wrap gap-2">
        {video.chapters.map((chapter) => (
          <Button
            key={`${chapter.start}-${chapter.title}`}
            variant="secondary"
            size="sm"
            className="h-auto! min-h-8 max-w-full py-1 text-left whitespace-normal!"
            onClick={() => {
              if (!player.current) return;
              player.current.currentTime = chapter.start;
              void player.current.play().catch(() => {});
            }}
          >
            {chapter.title} <span className="text-muted tabular-nums">{clock(chapter.start)}</span>
          </Button>
        ))}
      </nav>
      <a href={src} download={`${title}.mp4`} className={buttonClasses("secondary", "sm", "self-start")}>
        <Download aria-hidden="true" size={16} /> Download
      </a>
    </div>
  );
}

/** The dialog's body: Make the video, its progress, its failure with Retry, or the player. */
function VideoPanel({ lessonId, title }: { lessonId: string; title: string }) {
  const query = useLessonVideo(lessonId);
  const make = useMakeLessonVideo(lessonId);
  const video = query.data?.video;
  if (query.isPending) return <Spinner size={20} />;
  if (query.error) return <FormAlert>{query.error.message}</FormAlert>;
  if (!video) {
    if (!query.data?.available)
      return <p className="text-sm text-muted">Videos are not available on this server.</p>;
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted">
          The lesson's slides, each read aloud, as one video with chapters and captions. It takes a minute or
          two; you can close this and come back.
        </p>
        <Button loading={make.isPending} onClick={() => make.mutate("make")}>
          <Film aria-hidden="true" size={16} /> Make the video
        </Button>
        {make.error && <FormAlert>{make.error.message}</FormAlert>}
        <p className="text-xs text-muted">
          Free: {PLAN_LIMITS.free.lessonVideosPerDay} videos a day · Pro: {PLAN_LIMITS.pro.lessonVideosPerDay}
          .
        </p>
      </div>
    );
  }
  if (video.state === "queued" || video.state === "running") {
    const share = video.slidesTotal > 0 ? 10 + (video.slidesDone / video.slidesTotal) * 80 : 5;
    return (
      <div className="flex flex-col gap-3" aria-live="polite">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Spinner size={16} /> {video.progress ?? "Working…"}
        </p>
        <ProgressBar value={share} label="Making the video" />
      </div>
    );
  }
  if (video.state === "failed") {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{video.error ?? "The video could not be made."}</FormAlert>
        <Button variant="secondary" loading={make.isPending} onClick={() => make.mutate("retry")}>
          <RotateCcw aria-hidden="true" size={16} /> Retry
        </Button>
        {make.error && <FormAlert>{make.error.message}</FormAlert>}
      </div>
    );
  }
  return <VideoPlayer video={video} title={title} />;
}

/** 'Video' on a lesson: opens the dialog of its narrated video. */
export function LessonVideoButton({ lessonId, title }: { lessonId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Film aria-hidden="true" size={16} /> Video
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Video: ${title}`} size="lg">
        {open && <VideoPanel lessonId={lessonId} title={title} />}
      </Dialog>
    </>
  );
}
