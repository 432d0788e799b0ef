import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTheme } from "../../lib/theme.ts";
import { Spinner } from "../ui/index.ts";
import { renderMermaid } from "./render-mermaid.ts";

type Drawn = { state: "drawing" } | { state: "drawn"; svg: string } | { state: "failed" };

/**
 * A Mermaid diagram (flowchart, sequence diagram, mind map, timeline), drawn in the current theme and
 * redrawn when it changes. One that cannot be drawn shows 'Diagram error' and its source, never a blank
 * box; the source is also one click away under a drawn diagram.
 */
export function MermaidDiagram({ source, title }: { source: string; title?: string }) {
  const { theme } = useTheme();
  const [drawn, setDrawn] = useState<Drawn>({ state: "drawing" });
  const host = useRef<HTMLDivElement>(null);

  // Mermaid's viewBox can leave wide empty margins; fit it to what was drawn once it is on the page.
  useLayoutEffect(() => {
    if (drawn.state !== "drawn") return;
    const svg = host.current?.querySelector("svg");
    if (!svg) return;
    const box = svg.getBBox();
    if (box.width <= 0 || box.height <= 0) return;
    const pad = 8;
    svg.setAttribute(
      "viewBox",
      `${box.x - pad} ${box.y - pad} ${box.width + 2 * pad} ${box.height + 2 * pad}`,
    );
    svg.style.maxWidth = `${Math.ceil(box.width + 2 * pad)}px`;
  }, [drawn]);

  useEffect(() => {
    let current = true;
    setDrawn((previous) => (previous.state === "drawn" ? previous : { state: "drawing" }));
    renderMermaid(source, theme).then(
      (svg) => current && setDrawn({ state: "drawn", svg }),
      () => current && setDrawn({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [source, theme]);

  const label = title ?? "Diagram";
  return (
    <figure
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3"
      data-diagram={drawn.state}
    >
      {title && <figcaption className="text-sm font-semibold">{title}</figcaption>}
      {drawn.state === "drawing" && (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label={`Drawing the diagram: ${label}`} />
        </div>
      )}
      {drawn.state === "drawn" && (
        <>
          <div
            ref={host}
            role="img"
            aria-label={`${label} (diagram; its source is below)`}
            className="mermaid-host overflow-x-auto [&_svg]:mx-auto [&_svg]:block [&_svg]:max-h-[28rem]"
            // Mermaid's own output under securityLevel 'strict': sanitised by DOMPurify, no scripts or handlers.
            dangerouslySetInnerHTML={{ __html: drawn.svg }}
          />
          <details className="text-sm text-muted">
            <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-ring">
              Diagram source
            </summary>
            <pre className="mt-2 overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-xs text-text">
              {source}
            </pre>
          </details>
        </>
      )}
      {drawn.state === "failed" && (
        <div className="flex flex-col gap-2">
          <p role="alert" className="text-sm font-semibold text-danger">
            Diagram error
          </p>
          <p className="text-sm text-muted">This diagram could not be drawn; here is its source.</p>
          <pre className="overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-xs text-text">
            {source}
          </pre>
        </div>
      )}
    </figure>
  );
}
