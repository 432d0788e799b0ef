import { Layers } from "lucide-react";
import { type RefObject, useEffect, useState } from "react";
import { toast } from "../../../components/ui/index.ts";
import { clozeFromSelection } from "../../../lib/selection-card.ts";
import { useMakeCard } from "../api/make-card.ts";

/** The rendered note's blocks a selection's sentence is looked for in. */
const BLOCKS = "p, li, blockquote, td, th, h1, h2, h3, h4, h5, h6, dd, dt";

type MenuState = { front: string; top: number; left: number } | null;

/**
 * After a short text selection inside the note's rendered content, a small 'Make card' menu: a
 * review card hiding the selection in its sentence (linked to the note's lesson, if any), as on a
 * lesson. Placed over the selection; gone on scroll or when the selection goes.
 */
export function NoteSelectionMenu({
  container,
  lessonId,
}: {
  container: RefObject<HTMLElement | null>;
  lessonId: string | null;
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
        const element = node instanceof Element ? node : node.parentElement;
        const block = element?.closest<HTMLElement>(BLOCKS);
        const front =
          block && container.current.contains(block)
            ? clozeFromSelection(block.textContent ?? "", text)
            : null;
        if (!front) return setMenu(null);
        const rect = selection.getRangeAt(0).getBoundingClientRect();
        setMenu({
          front,
          top: Math.max(8, rect.top - 48),
          left: Math.min(window.innerWidth - 140, Math.max(8, rect.left + rect.width / 2 - 60)),
        });
      }, 10);
    };
    const close = () => setMenu(null);
    document.addEventListener("mouseup", check);
    document.addEventListener("keyup", check);
    document.addEventListener("touchend", check);
    window.addEventListener("scroll", close, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("mouseup", check);
      document.removeEventListener("keyup", check);
      document.removeEventListener("touchend", check);
      window.removeEventListener("scroll", close, true);
    };
  }, [container]);

  if (!menu) return null;
  return (
    <div
      role="toolbar"
      aria-label="Selected text"
      className="fixed z-40 flex rounded-xl border border-border bg-surface p-1 shadow-lg"
      style={{ top: menu.top, left: menu.left }}
      onMouseUp={(event) => event.stopPropagation()}
    >
      <button
        type="button"
        onClick={() => {
          setMenu(null);
          makeCard.mutate(
            { front: menu.front, back: "", kind: "cloze", source: "selection", lessonId },
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
    </div>
  );
}
