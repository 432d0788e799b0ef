import type { BlogSection } from "../../../content/blog/index.ts";
import { useActiveHeading } from "../hooks/use-active-heading.ts";
import { jumpToHeading, tocLinkClasses } from "../lib/table-of-contents.ts";

/** "On this page": links to the article's h2s, highlighting the one being read. */
export function TableOfContents({ sections }: { sections: readonly BlogSection[] }) {
  const active = useActiveHeading(sections.map((section) => section.id));
  return (
    <nav aria-labelledby="toc-title" data-toc className="rounded-2xl border border-border bg-surface p-5">
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
                onClick={(event) => jumpToHeading(event, section.id)}
                aria-current={current ? "location" : undefined}
                className={tocLinkClasses(current)}
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
