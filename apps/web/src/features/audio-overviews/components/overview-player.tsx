import type { AudioOverview, AudioOverviewTurn } from "@brainy/contract";
import { Download, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClasses, cx } from "../../../components/ui/index.ts";
import { resolveMediaUrl } from "../../../lib/media-url.ts";
import { downloadName, turnAt } from "../lib/scope.ts";

const clock = (seconds: number) => {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};
const SPEAKER = { host: "Host", expert: "Expert" } as const;

/** A turn's words with its `[n]` markers as small citation marks naming their source. */
function TurnText({ turn, overview }: { turn: AudioOverviewTurn; overview: AudioOverview }) {
  const pieces = turn.text.split(/(\[\d{1,3}\])/g);
  return (
    <>
      {pieces.map((piece, i) => {
        const n = /^\[(\d{1,3})\]$/.exec(piece)?.[1];
        const cited = n ? overview.citations.find((c) => c.n === Number(n)) : undefined;
        if (!cited) return piece;
        return (
          <sup key={i} className="ml-0.5 font-semibold" title={cited.sourceTitle}>
            [{n}]
          </sup>
        );
      })}
    </>
  );
}

/**
 * An overview's player: play/pause, a seek slider, the time, Download; its chapters to jump to;
 * and the transcript, which follows playback (the current turn highlighted and kept in view;
 * a click on a turn plays from it).
 */
export function OverviewPlayer({ overview }: { overview: AudioOverview }) {
  const audio = useRef<HTMLAudioElement>(null);
  const transcript = useRef<HTMLOListElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [failed, setFailed] = useState(false);
  const duration = overview.durationSeconds ?? 0;
  const current = turnAt(overview.turns, time);
  const chapter = turnAt(overview.chapters, time);
  const src = resolveMediaUrl(overview.audioUrl) ?? undefined;

  useEffect(() => () => audio.current?.pause(), []);
  useEffect(() => {
    if (current < 0 || !playing) return;
    const item = transcript.current?.children[current] as HTMLElement | undefined;
    const box = transcript.current;
    if (!item || !box) return;
    // Keep the current turn in view inside the transcript (its offset parent), without scrolling the page.
    const top = item.offsetTop;
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTo({ top: Math.max(0, top - 8), behavior: "smooth" });
  }, [current, playing]);

  const seek = (to: number, play = false) => {
    const player = audio.current;
    if (!player) return;
    player.currentTime = Math.min(duration, Math.max(0, to));
    setTime(player.currentTime);
    if (play) player.play().catch(() => setFailed(true));
  };
  const toggle = () => {
    const player = audio.current;
    if (!player) return;
    if (player.paused) player.play().catch(() => setFailed(true));
    else player.pause();
  };

  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the audio's text, following it. */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        data-testid="overview-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onError={() => setFailed(true)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="icon"
          className="shrink-0 rounded-full"
          onClick={toggle}
          aria-label={playing ? "Pause overview" : "Play overview"}
        >
          {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        </Button>
        <input
          type="range"
          min={0}
          max={Math.max(1, Math.round(duration))}
          step={1}
          value={Math.round(time)}
          onChange={(event) => seek(Number(event.currentTarget.value))}
          aria-label="Seek"
          aria-valuetext={`${clock(time)} of ${clock(duration)}`}
          className="h-2 min-w-32 flex-1 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        />
        <span className="text-sm text-muted tabular-nums">
          {clock(time)} / {clock(duration)}
        </span>
        {src && (
          <a href={src} download={downloadName(overview.title)} className={buttonClasses("outline", "sm")}>
            <Download aria-hidden="true" size={15} /> Download
          </a>
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          The audio could not be played.
        </p>
      )}
      <nav aria-label="Chapters">
        <ol className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap">
          {overview.chapters.map((c, i) => (
            <li key={`${c.start}-${c.title}`}>
              <button
                type="button"
                onClick={() => seek(c.start, true)}
                aria-current={i === chapter ? "true" : undefined}
                className={cx(
                  "rounded-full border px-3 py-1 text-xs font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  i === chapter
                    ? "border-primary bg-primary/15 text-text"
                    : "border-border text-muted hover:text-text",
                )}
              >
                {c.title} <span className="tabular-nums">{clock(c.start)}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section aria-label="Transcript" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Transcript</h3>
        <ol
          ref={transcript}
          className="relative flex max-h-[min(22rem,45dvh)] flex-col gap-1 overflow-y-auto rounded-xl border border-border p-1"
        >
          {overview.turns.map((turn, i) => (
            <li key={`${turn.start}-${i}`}>
              <button
                type="button"
                onClick={() => seek(turn.start, true)}
                aria-current={i === current ? "true" : undefined}
                data-testid="transcript-turn"
                className={cx(
                  "flex w-full flex-col gap-0.5 rounded-lg border-l-4 px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
                  i === current ? "border-primary bg-primary/10" : "border-transparent hover:bg-surface-2",
                )}
              >
                <span className="flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase">
                  <span
                    aria-hidden="true"
                    className={cx(
                      "size-2 rounded-full",
                      turn.speaker === "host" ? "bg-accent" : "bg-primary",
                    )}
                  />
                  {SPEAKER[turn.speaker]}
                  <span className="font-normal text-muted tabular-nums">{clock(turn.start)}</span>
                </span>
                <span className="leading-relaxed">
                  <TurnText turn={turn} overview={overview} />
                </span>
              </button>
            </li>
          ))}
        </ol>
      </section>
      {overview.citations.length > 0 && (
        <section aria-label="Sources cited" className="flex flex-col gap-1 text-xs text-muted">
          <h3 className="text-sm font-semibold text-text">Sources cited</h3>
          <ol className="flex flex-col gap-0.5">
            {overview.citations.map((c) => (
              <li key={c.n}>
                [{c.n}] {c.sourceTitle}
                {c.page !== null ? `, page ${c.page}` : ""}
                {c.headingPath.length ? ` · ${c.headingPath.join(" › ")}` : ""}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
