import { cx } from "../../../components/ui/cx.ts";

/** The classes of a type filter button, pressed or not (the list page and its prerendered copy). */
export function filterButtonClasses(pressed: boolean): string {
  return cx(
    "inline-flex h-10 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors sm:px-4",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    pressed
      ? "border-primary bg-primary text-primary-fg"
      : "border-border bg-surface text-muted hover:text-text",
  );
}

/** The classes of the count inside a type filter button. */
export function filterCountClasses(pressed: boolean): string {
  return cx("rounded-full px-2 py-0.5 text-xs font-semibold", pressed ? "bg-primary-fg/15" : "bg-surface-2");
}

/** The live region's text: how many posts the filters show. */
export const shownPostsText = (count: number) => `${count} ${count === 1 ? "post" : "posts"} shown`;
