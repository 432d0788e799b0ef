import type { LessonAudio } from "@brainy/contract";
import { Headphones, Pause, Play } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button, Card, cx, Spinner } from "../../../components/ui/index.ts";
import { resolveMediaUrl } from "../../../lib/media-url.ts";
import { useGenerateLessonAudio, useLessonAudio } from "../api/lesson-audio.ts";
import { formatAudioTime, seekTime } from "../lib/audio-time.ts";

/** The narration player: play/pause, 60 bars of the real waveform (click to seek, hover for the time), m:ss. */
function AudioPlayer({ audio }: { audio: LessonAudio }) {
  const element = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(audio.durationSeconds);
  const [hover, setHover] = useState<{ x: number; time: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const peaks = audio.peaks.length > 0 ? audio.peaks : Array<number>(60).fill(0.3);

  useEffect(() => () => element.current?.pause(), []);

  const toggle = () => {
    const player = element.current;
    if (!player) return;
    if (player.paused) player.play().catch(() => setFailed(true));
    else player.pause();
  };
  const seekTo = (time: number) => {
    const player = element.current;
    if (!player) return;
    player.currentTime = time;
    setCurrent(time);
  };
  const pointAt = (event: { clientX: number; currentTarget: HTMLDivElement }) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    return { x, time: seekTime(x, box.width, duration) };
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -5, ArrowRight: 5, PageDown: -30, PageUp: 30 }[event.key];
    if (event.key === "Home") seekTo(0);
    else if (event.key === "End") seekTo(duration);
    else if (step !== undefined) seekTo(Math.min(duration, Math.max(0, current + step)));
    else return;
    event.preventDefault();
  };
  const played = duration > 0 ? current / duration : 0;

  if (failed) {
    return (
      <p role="alert" className="text-sm text-danger">
        Failed to load audio
      </p>
    );
  }
  return (
    <div className="flex items-center gap-3">
      {/* biome-ignore lint/a11y/useMediaCaption: a narration of the text shown on this page. */}
      <audio
        ref={element}
        src={resolveMediaUrl(audio.audioUrl) ?? undefined}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          if (Number.isFinite(event.currentTarget.duration)) setDuration(event.currentTarget.duration);
        }}
        onError={() => setFailed(true)}
      />
      <Button
        size="icon"
        onClick={toggle}
        aria-label={playing ? "Pause narration" : "Play narration"}
        className="shrink-0 rounded-full"
      >
        {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
      </Button>
      <div
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(current)}
        aria-valuetext={`${formatAudioTime(current)} of ${formatAudioTime(duration)}`}
        onKeyDown={onKey}
        onPointerMove={(event) => setHover(pointAt(event))}
        onPointerLeave={() => setHover(null)}
        onClick={(event) => seekTo(pointAt(event).time)}
        className="relative flex h-12 min-w-0 flex-1 cursor-pointer items-center gap-[2px] rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {peaks.map((peak, i) => (
          <span
            key={i}
            data-bar=""
            aria-hidden="true"
            className={cx(
              "min-w-0 flex-1 rounded-full transition-colors",
              (i + 0.5) / peaks.length <= played ? "bg-primary" : "bg-border-strong",
            )}
            style={{ height: `${Math.max(8, Math.round(peak * 100))}%` }}
          />
        ))}
        {hover && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-7 -translate-x-1/2 rounded-md bg-text px-1.5 py-0.5 text-xs font-medium text-bg tabular-nums"
            style={{ left: hover.x }}
          >
            {formatAudioTime(hover.time)}
          </span>
        )}
      </div>
      <span className="shrink-0 text-sm text-muted tabular-nums">
        {formatAudioTime(current)} / {formatAudioTime(duration)}
      </span>
    </div>
  );
}

/**
 * 'Listen to this lesson': the player when a narration exists, 'Generate Audio Version' when none
 * does, nothing at all when the server cannot narrate.
 */
export function LessonAudioSection({ lessonId }: { lessonId: string }) {
  const query = useLessonAudio(lessonId, true);
  const generate = useGenerateLessonAudio(lessonId);
  if (query.data === "unavailable") return null;
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Headphones aria-hidden="true" size={18} className="text-primary" /> Listen to this lesson
      </h2>
      {query.isPending ? (
        <div className="flex h-12 items-center">
          <Spinner size={18} />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to load audio
        </p>
      ) : query.data ? (
        <AudioPlayer audio={query.data} />
      ) : (
        <div className="flex flex-col items-start gap-2">
          <Button variant="secondary" loading={generate.isPending} onClick={() => generate.mutate()}>
            {generate.isPending ? "Generating audio..." : "Generate Audio Version"}
          </Button>
          {generate.isError && (
            <p role="alert" className="text-sm text-danger">
              Failed to generate audio version of the lesson
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
