import { MessageCircleQuestion, NotebookPen } from "lucide-react";
import { type RefObject, useEffect, useState } from "react";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";

type MenuState = { text: string; top: number; left: number } | null;

/**
 * After a non-empty text selection inside `container` (10 ms later, once the selection settles),
 * a small menu with 'Create Note' and 'Ask AI'. Each sends the selection as an app event for the
 * notes and chat features to pick up.
 */
export function SelectionMenu({
  container,
  lessonId,
  lessonTitle,
}: {
  container: RefObject<HTMLElement | null>;
  lessonId: string;
  lessonTitle: string;
}) {
  const [menu, setMenu] = useState<MenuState>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const selection = window.getSelection();
        const text = selection?.toString().trim() ?? "";
        const node = selection?.anchorNode ?? null;
        if (!text || !selection || !node || !container.current?.contains(node)) return setMenu(null);
        const rect = selection.getRangeAt(0).getBoundingClientRect();
        setMenu({
          text,
          top: rect.top + window.scrollY - 48,
          left: Math.max(8, rect.left + window.scrollX + rect.width / 2 - 90),
        });
      }, 10);
    };
    document.addEventListener("mouseup", check);
    document.addEventListener("keyup", check);
    document.addEventListener("touchend", check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("mouseup", check);
      document.removeEventListener("keyup", check);
      document.removeEventListener("touchend", check);
    };
  }, [container]);

  if (!menu) return null;
  const send = (name: typeof appEvents.createNote | typeof appEvents.askAi) => {
    emitAppEvent(name, { text: menu.text, lessonId, lessonTitle });
    setMenu(null);
  };
  return (
    <div
      role="toolbar"
      aria-label="Selected text"
      className="absolute z-40 flex gap-1 rounded-xl border border-border bg-surface p-1 shadow-lg"
      style={{ top: menu.top, left: menu.left }}
      onMouseUp={(event) => event.stopPropagation()}
    >
      <button
        type="button"
        onClick={() => send(appEvents.createNote)}
        className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <NotebookPen aria-hidden="true" size={15} /> Create Note
      </button>
      <button
        type="button"
        onClick={() => send(appEvents.askAi)}
        className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <MessageCircleQuestion aria-hidden="true" size={15} /> Ask AI
      </button>
    </div>
  );
}
