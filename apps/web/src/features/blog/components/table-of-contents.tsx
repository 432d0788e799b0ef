import type { MouseEvent } from "react";
import { cx } from "../../../components/ui/index.ts";
import type { BlogSection } from "../../../content/blog/index.ts";
import { useActiveHeading } from "../hooks/use-active-heading.ts";

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target || event.metaKey || event.ctrlKey) return;
  event.preventDefault();
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  history.replaceState(history.state, "", `#${id}`);
}

/** "On this page": links to the article's h2s, highlighting the one being read. */
export function TableOfContents({ sections }: { sections: readonly BlogSection[] }) {
  const active = useActiveHeading(sections.map((section) => section.id));
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="toc-title" className="text-xs font-semibold tracking-wide text-muted uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-1 border-l border-border">
        {sections.map((section) => {
          const current = section.id === active;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(event) => jumpTo(event, section.id)}
                aria-current={current ? "location" : undefined}
                className={cx(
                  "-ml-px block border-l-2 py-1.5 pl-4 text-sm transition-colors",
                  current
                    ? "border-primary font-medium text-text"
                    : "border-transparent text-muted hover:text-text",
                )}
              >
                {section.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
