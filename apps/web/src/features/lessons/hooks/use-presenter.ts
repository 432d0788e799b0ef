import { useCallback, useEffect, useRef, useState } from "react";

/** Enters full screen on the whole page (a click or key press must have started it). */
export function enterFullscreen(): void {
  if (!document.fullscreenElement) void document.documentElement.requestFullscreen?.().catch(() => {});
}

/** True when the keystroke belongs to a control (a button's Space, a link's Enter) or a field. */
function belongsToControl(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return (event.key === " " || event.key === "Enter") && /^(BUTTON|A|SUMMARY)$/.test(target.tagName);
}

/**
 * The presenter's state and keys: → ↓ PageDown Space next, ← ↑ PageUp Shift+Space previous,
 * Home and End the first and last slide, N the speaker notes, F full screen, Escape leaves (the
 * browser's own Escape ends full screen first; leaving full screen that way leaves too).
 */
export function usePresenter(count: number, onLeave: () => void) {
  const [index, setIndex] = useState(0);
  const [notes, setNotes] = useState(false);
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  // Set while the toolbar's own button leaves full screen, so that does not close the presenter.
  const leavingByButton = useRef(false);
  const leave = useRef(onLeave);
  leave.current = onLeave;

  const go = useCallback((to: number) => setIndex(Math.max(0, Math.min(count - 1, to))), [count]);
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      leavingByButton.current = true;
      void document.exitFullscreen().catch(() => {});
    } else enterFullscreen();
  }, []);

  useEffect(() => {
    const onChange = () => {
      const now = Boolean(document.fullscreenElement);
      setFullscreen(now);
      if (!now && !leavingByButton.current) leave.current();
      leavingByButton.current = false;
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || belongsToControl(event)) return;
      const next = () => setIndex((i) => Math.min(count - 1, i + 1));
      const previous = () => setIndex((i) => Math.max(0, i - 1));
      switch (event.key) {
        case "ArrowRight":
        case "ArrowDown":
        case "PageDown":
          next();
          break;
        case " ":
          if (event.shiftKey) previous();
          else next();
          break;
        case "ArrowLeft":
        case "ArrowUp":
        case "PageUp":
          previous();
          break;
        case "Home":
          setIndex(0);
          break;
        case "End":
          setIndex(count - 1);
          break;
        case "n":
        case "N":
          setNotes((shown) => !shown);
          break;
        case "f":
        case "F":
          toggleFullscreen();
          break;
        case "Escape":
          leave.current();
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count, toggleFullscreen]);

  return { index, go, notes, setNotes, fullscreen, toggleFullscreen };
}
