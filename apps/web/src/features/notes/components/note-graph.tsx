import type { NoteConnections } from "@brainy/contract";
import { Minus, Plus, RotateCcw } from "lucide-react";
import { type PointerEvent, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/ui/index.ts";
import { fitView, HEIGHT, labelDegree, layoutGraph, radius, WIDTH } from "../lib/graph.ts";

/** The notes and their links as a graph: drag to pan, wheel or buttons to zoom, click a note to open it. */
export function NoteGraph({
  connections,
  onOpen,
}: {
  connections: NoteConnections;
  onOpen: (id: string) => void;
}) {
  const { nodes, links } = useMemo(() => layoutGraph(connections), [connections]);
  // The drawing's units are the element's pixels, so labels and nodes keep their size on a phone.
  const svg = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState({ w: WIDTH, h: HEIGHT });
  useEffect(() => {
    const element = svg.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      if (width > 0 && height > 0) setSize({ w: Math.round(width), h: Math.round(height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fitted = useMemo(() => fitView(nodes, size.w, size.h), [nodes, size]);
  const [view, setView] = useState(fitted);
  useEffect(() => setView(fitted), [fitted]);
  const minDegree = useMemo(() => labelDegree(nodes), [nodes]);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);

  const zoom = (factor: number) =>
    setView((v) => {
      const k = Math.min(6, Math.max(0.2, v.k * factor));
      // Zoom around the centre of the view.
      const cx = size.w / 2;
      const cy = size.h / 2;
      return { k, x: cx - ((cx - v.x) * k) / v.k, y: cy - ((cy - v.y) * k) / v.k };
    });

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if ((event.target as Element).closest("[data-node]")) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (!drag.current || !svg.current) return;
    const scale = size.w / svg.current.getBoundingClientRect().width;
    const dx = (event.clientX - drag.current.x) * scale;
    const dy = (event.clientY - drag.current.y) * scale;
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
    setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  }

  if (nodes.length === 0) {
    return (
      <p className="py-10 text-center text-muted">
        No notes yet: the graph appears as you write notes and link them.
      </p>
    );
  }
  return (
    <figure className="relative overflow-hidden rounded-2xl border border-border bg-surface">
      <figcaption className="sr-only">
        {`Graph of ${nodes.length} notes and ${links.length} links. Use the list view to read notes by keyboard.`}
      </figcaption>
      <div className="absolute top-3 right-3 z-10 flex gap-1">
        <Button variant="secondary" size="icon" aria-label="Zoom in" onClick={() => zoom(1.25)}>
          <Plus aria-hidden="true" size={16} />
        </Button>
        <Button variant="secondary" size="icon" aria-label="Zoom out" onClick={() => zoom(0.8)}>
          <Minus aria-hidden="true" size={16} />
        </Button>
        <Button variant="secondary" size="icon" aria-label="Reset view" onClick={() => setView(fitted)}>
          <RotateCcw aria-hidden="true" size={15} />
        </Button>
      </div>
      <svg
        ref={svg}
        viewBox={`0 0 ${size.w} ${size.h}`}
        className="h-[min(70vh,560px)] w-full touch-none select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onWheel={(event) => zoom(event.deltaY < 0 ? 1.1 : 0.9)}
      >
        <title>Note graph</title>
        <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
          {links.map((link) => (
            <line
              key={`${link.source.id}-${link.target.id}`}
              x1={link.source.x}
              y1={link.source.y}
              x2={link.target.x}
              y2={link.target.y}
              stroke="var(--border-strong)"
              strokeOpacity={0.7}
              strokeWidth={Math.min(4, link.strength) / view.k + 0.5}
              data-link={`${link.source.id}>${link.target.id}`}
            />
          ))}
          {nodes.map((node) => {
            // Crowded graphs label their hubs; the rest appear on hover or once zoomed in.
            const showLabel = node.degree >= minDegree || view.k > fitted.k * 1.8 || hovered === node.id;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG node cannot be a <button>; role and keys make it one.
              <g
                key={node.id}
                data-node={node.id}
                role="button"
                tabIndex={0}
                aria-label={`Open note ${node.title}`}
                transform={`translate(${node.x ?? 0} ${node.y ?? 0})`}
                className="cursor-pointer focus:outline-none [&:focus-visible>circle]:stroke-[var(--ring)] [&:focus-visible>circle]:stroke-[3px]"
                onClick={() => onOpen(node.id)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") {
                    event.preventDefault();
                    onOpen(node.id);
                  }
                }}
                onPointerEnter={() => setHovered(node.id)}
                onPointerLeave={() => setHovered((h) => (h === node.id ? null : h))}
              >
                <circle r={radius(node)} fill="var(--primary)" stroke="var(--surface)" strokeWidth={2} />
                {showLabel && (
                  // Labels keep one size on screen whatever the zoom.
                  <text
                    y={radius(node) + 14 / view.k}
                    textAnchor="middle"
                    className="fill-[var(--text)]"
                    style={{
                      fontSize: 12 / view.k,
                      paintOrder: "stroke",
                      stroke: "var(--surface)",
                      strokeWidth: 3 / view.k,
                    }}
                  >
                    {node.title.length > 28 ? `${node.title.slice(0, 27)}…` : node.title}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}

export default NoteGraph;
