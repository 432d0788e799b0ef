import { POMODORO_BOUNDS, type PomodoroSettings } from "@brainy/contract";
import {
  ChevronDown,
  CloudRain,
  Pause,
  Play,
  RotateCcw,
  Settings2,
  SkipForward,
  Timer,
  Trees,
} from "lucide-react";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button, cx } from "../../../components/ui/index.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { readJsonStorage, readStorage, storageKeys, writeStorage } from "../../../lib/storage.ts";
import { loadSettings, recordSession, saveSettings } from "../api/pomodoro.ts";
import { useAmbient } from "../hooks/use-ambient.ts";
import {
  applySettings,
  formatClock,
  initialTimer,
  lengthOf,
  pause,
  reset,
  skip,
  start,
  type TimerState,
  tick,
} from "../lib/timer.ts";

type Saved = { state: TimerState; settings: PomodoroSettings; collapsed: boolean };
const DEFAULT_SETTINGS: PomodoroSettings = {
  focusDuration: 25,
  shortBreakDuration: 5,
  longBreakDuration: 15,
  sessionsBeforeLongBreak: 4,
};

/** Three short ~1000 Hz beeps. */
function beep() {
  try {
    const audio = new AudioContext();
    for (let i = 0; i < 3; i++) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = 1000;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + i * 0.35);
      osc.stop(audio.currentTime + i * 0.35 + 0.18);
    }
    setTimeout(() => void audio.close(), 1500);
  } catch {
    // No audio output: the notification still says it.
  }
}

function notify(mode: TimerState["mode"]) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const [title, body] =
    mode === "focus"
      ? ["Focus Time Complete!", "Great job! Take a break now."]
      : ["Break Time Complete!", "Time to focus again!"];
  const note = new Notification(title, { body });
  setTimeout(() => note.close(), 5000);
}

/**
 * Reports how much of the window's bottom the timer takes, from its top edge down, whatever it
 * shows (chip, open, with its settings): one observer on the one element that always holds it,
 * rather than the chip and the panel measured each in turn, and again when the window resizes.
 */
function useRoomBelow(ref: RefObject<HTMLElement | null>, report: ((px: number) => void) | undefined) {
  const reportRef = useRef(report);
  reportRef.current = report;
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () =>
      reportRef.current?.(Math.max(0, Math.ceil(window.innerHeight - node.getBoundingClientRect().top)));
    measure();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    observer?.observe(node);
    window.addEventListener("resize", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [ref]);
}

/**
 * The floating focus (Pomodoro) timer: focus and break phases with a long break every Nth
 * session, Start/Pause, Reset, Skip (breaks), settings, and a chip when collapsed. Its state is
 * saved locally with the time it ends, so a reload or a closed tab loses nothing. `onRoomChange`
 * hears the pixels it covers at the window's bottom, for the page to end with that much room.
 */
export function FocusTimer({ onRoomChange }: { onRoomChange?: (px: number) => void }) {
  const floating = useRef<HTMLDivElement>(null);
  useRoomBelow(floating, onRoomChange);
  return (
    // A flex box, so that it is exactly as tall as the chip or the panel inside (no line box).
    <div ref={floating} className="fixed right-4 bottom-4 z-40 flex">
      <TimerWidget />
    </div>
  );
}

/** The chip or the open timer, with the timer's state. */
function TimerWidget() {
  const saved = readJsonStorage<Saved>(storageKeys.timerState);
  const [settings, setSettings] = useState<PomodoroSettings>(saved?.settings ?? DEFAULT_SETTINGS);
  const [state, setState] = useState<TimerState>(saved?.state ?? initialTimer(settings));
  const [collapsed, setCollapsed] = useState(saved?.collapsed ?? true);
  const [editing, setEditing] = useState(false);
  const ambient = useAmbient();
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  useEffect(() => {
    if (saved?.settings) return;
    void loadSettings().then((loaded) => {
      setSettings(loaded);
      setState((current) => applySettings(current, loaded));
    });
  }, [saved?.settings]);

  useEffect(() => {
    writeStorage(storageKeys.timerState, JSON.stringify({ state, settings, collapsed } satisfies Saved));
  }, [state, settings, collapsed]);

  useEffect(() => {
    const timer = setInterval(() => {
      setState((current) => {
        const { state: after, completed } = tick(current, settingsRef.current, Date.now());
        // Several open tabs share the saved end time: the first to see it end records it.
        const claim = String(current.endsAt);
        if (completed && readStorage(storageKeys.timerLastCompletion) !== claim) {
          writeStorage(storageKeys.timerLastCompletion, claim);
          beep();
          notify(completed);
          if (completed === "focus") {
            void recordSession(settingsRef.current.focusDuration * 60).then(() =>
              emitAppEvent(appEvents.focusSessionCompleted),
            );
          }
        }
        return after;
      });
    }, 250);
    return () => clearInterval(timer);
  }, []);

  const onStart = () => {
    if (typeof Notification !== "undefined" && Notification.permission === "default")
      void Notification.requestPermission();
    setState((current) => (current.running ? pause(current, Date.now()) : start(current, Date.now())));
  };
  const label = state.mode === "focus" ? "Focus" : state.mode === "long-break" ? "Long break" : "Short break";
  const clock = formatClock(state.remainingMs);

  if (collapsed) {
    return (
      <button
        type="button"
        onClick={() => setCollapsed(false)}
        aria-label={`Focus timer: ${label}, ${clock} left. Open the timer`}
        className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-semibold shadow-lg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Timer aria-hidden="true" size={16} className={state.running ? "text-primary" : "text-muted"} />
        <span className="tabular-nums">{clock}</span>
      </button>
    );
  }

  const update = (key: keyof PomodoroSettings, raw: string) => {
    const value = Number(raw);
    const bounds = POMODORO_BOUNDS[key];
    // Non-numbers and values out of bounds are ignored, as typed.
    if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) return;
    const next = { ...settings, [key]: value };
    setSettings(next);
    setState((current) => applySettings(current, next));
    void saveSettings(next);
  };

  return (
    <section
      aria-label="Focus timer"
      className="flex w-72 flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-2xl"
    >
      <header className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">
          {label} · session {state.sessions + (state.mode === "focus" ? 1 : 0)}
        </h2>
        <div className="flex gap-1">
          <button
            type="button"
            aria-label="Timer settings"
            aria-pressed={editing}
            onClick={() => setEditing((v) => !v)}
            className="rounded-lg p-1.5 hover:bg-surface-2"
          >
            <Settings2 aria-hidden="true" size={16} />
          </button>
          <button
            type="button"
            aria-label="Collapse the timer"
            onClick={() => setCollapsed(true)}
            className="rounded-lg p-1.5 hover:bg-surface-2"
          >
            <ChevronDown aria-hidden="true" size={16} />
          </button>
        </div>
      </header>
      <p
        className={cx(
          "text-center text-5xl font-bold tabular-nums",
          state.mode !== "focus" && "text-success",
        )}
        aria-live="off"
      >
        {clock}
      </p>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label="Time passed"
        aria-valuenow={Math.round(100 - (100 * state.remainingMs) / lengthOf(state.mode, settings))}
      >
        <div
          className="h-full bg-primary"
          style={{ width: `${100 - (100 * state.remainingMs) / lengthOf(state.mode, settings)}%` }}
        />
      </div>
      <div className="flex justify-center gap-2">
        <Button size="sm" onClick={onStart}>
          {state.running ? <Pause aria-hidden="true" size={15} /> : <Play aria-hidden="true" size={15} />}
          {state.running ? "Pause" : "Start"}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setState((current) => reset(current, settings))}>
          <RotateCcw aria-hidden="true" size={15} /> Reset
        </Button>
        {state.mode !== "focus" && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setState((current) => skip(current, settings))}
          >
            <SkipForward aria-hidden="true" size={15} /> Skip
          </Button>
        )}
      </div>
      <fieldset className="flex items-center justify-center gap-2 text-xs">
        <legend className="sr-only">Ambient sound</legend>
        <span aria-hidden="true" className="text-muted">
          Ambient
        </span>
        {(
          [
            ["rain", "Rain", CloudRain],
            ["forest", "Forest", Trees],
          ] as const
        ).map(([kind, text, Icon]) => (
          <button
            key={kind}
            type="button"
            aria-pressed={ambient.playing === kind}
            aria-label={`${ambient.playing === kind ? "Pause" : "Play"} ${text.toLowerCase()} sound`}
            onClick={() => void ambient.toggle(kind)}
            className={cx(
              "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-medium transition-colors",
              "focus-visible:outline-2 focus-visible:outline-ring",
              ambient.playing === kind
                ? "border-primary bg-primary/15 text-text"
                : "border-border text-muted hover:bg-surface-2",
            )}
          >
            <Icon aria-hidden="true" size={14} />
            {text}
            {ambient.playing === kind && <Pause aria-hidden="true" size={12} />}
          </button>
        ))}
      </fieldset>
      {editing && (
        <div className="grid grid-cols-2 gap-2 text-xs">
          {(
            [
              ["focusDuration", "Focus (min)"],
              ["shortBreakDuration", "Short break (min)"],
              ["longBreakDuration", "Long break (min)"],
              ["sessionsBeforeLongBreak", "Sessions before long break"],
            ] as const
          ).map(([key, text]) => (
            <label key={key} className="flex flex-col gap-1">
              <span className="text-muted">{text}</span>
              <input
                type="number"
                min={POMODORO_BOUNDS[key].min}
                max={POMODORO_BOUNDS[key].max}
                defaultValue={settings[key]}
                onChange={(event) => update(key, event.target.value)}
                className="rounded-lg border border-border-strong bg-surface-2 px-2 py-1"
              />
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
