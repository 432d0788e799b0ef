import { Layers, MessageCircleQuestion, NotebookPen } from "lucide-react";
import { type RefObject, useEffect, useState } from "react";
import { toast } from "../../../components/ui/index.ts";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { clozeFromSelection } from "../../../lib/selection-card.ts";
import { useMakeCard } from "../api/make-card.ts";

type MenuState = {
  text: string;
  top: number;
  left: number;
  /** The cloze card the selection makes, and the block it is in; null when it cannot make one. */
  card: { front: string; blockIndex: number | null } | null;
} | null;

/** The lesson block (marked `data-block-index`) holding a node: its text and index. */
function blockOf(container: HTMLElement, node: Node) {
  const element = node instanceof Element ? node : node.parentElement;
  const block = element?.closest<HTMLElement>("[data-block-index]");
  if (!block || !container.contains(block)) return null;
  return { text: block.textContent ?? "", index: Number(block.dataset.blockIndex) };
}

/**
 * After a non-empty text selection inside `container` (10 ms later, once the selection settles),
 * a small menu with 'Create Note' and 'Ask AI' (each sends the selection as an app event for the
 * notes and chat features to pick up) and, for a short selection, 'Make card': a review card
 * hiding it in its sentence.
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
  const makeCard = useMakeCard();

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
        const block = blockOf(container.current, node);
        const front = block ? clozeFromSelection(block.text, text) : null;
        setMenu({
          text,
          card: front ? { front, blockIndex: block?.index ?? null } : null,
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
      {menu.card && (
        <button
          type="button"
          onClick={() => {
            const card = menu.card!;
            setMenu(null);
            makeCard.mutate(
              {
                front: card.front,
                back: "",
                kind: "cloze",
                source: "selection",
                lessonId,
                blockIndex: card.blockIndex,
              },
              {
                onSuccess: () => toast("Card added to your review."),
                onError: () => toast("The card could not be made. Please try again."),
              },
            );
          }}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Layers aria-hidden="true" size={15} /> Make card
        </button>
      )}
    </div>
  );
}
