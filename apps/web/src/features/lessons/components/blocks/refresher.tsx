import type { LessonBlock } from "@brainy/contract";
import { History } from "lucide-react";
import { useId } from "react";
import { InlineText } from "../inline-text.tsx";

type Refresher = Extract<LessonBlock, { type: "refresher" }>;

/** "a", "a and b", "a, b and c". */
const joinAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * A refresher at the start of a lesson written for this learner (issue 38): a short recap of the
 * prerequisite concepts their answers showed weak, naming them so the learner sees why it is there.
 */
export function RefresherView({ block }: { block: Refresher }) {
  const id = useId();
  return (
    <aside
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-xl border border-accent/50 bg-accent/10 p-4"
      data-refresher
    >
      <p id={id} className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-text">
        <History aria-hidden="true" size={16} className="text-accent" /> Refresher
        <span className="font-normal text-muted">
          · {joinAnd(block.concepts)}: your recent answers showed{" "}
          {block.concepts.length > 1 ? "these" : "this"} could use a quick review
        </span>
      </p>
      <p>
        <InlineText text={block.text} />
      </p>
    </aside>
  );
}
