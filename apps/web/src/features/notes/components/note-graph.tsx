import type { NoteConnections } from "@brainy/contract";
import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  type SimulationNodeDatum,
} from "d3-force";
import { Minus, Plus, RotateCcw } from "lucide-react";
import { type PointerEvent, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/ui/index.ts";

type GraphNode = SimulationNodeDatum & { id: string; title: string; degree: number };
type GraphLink = { source: GraphNode; target: GraphNode; strength: number };

const WIDTH = 900;
const HEIGHT = 560;

/** Lays the notes out once with a force simulation: linked notes pull together, all push apart. */
export function layoutGraph(connections: NoteConnections): { nodes: GraphNode[]; links: GraphLink[] } {
  const degree = new Map<string, number>();
  for (const link of connections.links) {
    degree.set(link.sourceId, (degree.get(link.sourceId) ?? 0) + 1);
    degree.set(link.targetId, (degree.get(link.targetId) ?? 0) + 1);
  }
  const nodes: GraphNode[] = connections.nodes.map((node) => ({ ...node, degree: degree.get(node.id) ?? 0 }));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const links = connections.links
    .filter((link) => byId.has(link.sourceId) && byId.has(link.targetId))
    .map((link) => ({
      source: byId.get(link.sourceId)!,
      target: byId.get(link.targetId)!,
      strength: link.strength,
    }));
  const simulation = forceSimulation(nodes)
    .force("charge", forceManyBody().strength(nodes.length > 80 ? -60 : -180))
    .force("link", forceLink(links).distance(90))
    .force("center", forceCenter(WIDTH / 2, HEIGHT / 2))
    .force("collide", forceCollide(18))
    .stop();
  simulation.tick(Math.min(300, 120 + nodes.length));
  return { nodes, links };
}

const radius = (node: GraphNode) => 7 + Math.min(9, node.degree * 1.5);

/** The notes and their links as a graph: drag to pan, wheel or buttons to zoom, click a note to open it. */
export function NoteGraph({
  connections,
  onOpen,
}: {
  connections: NoteConnections;
  onOpen: (id: string) => void;
}) {
  const { nodes, links } = useMemo(() => layoutGraph(connections), [connections]);
  const [view, setView] = useState({ x: 0, y: 0, k: 1 });
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  // With many notes, only the connected or hovered ones carry a label until the learner zooms in.
  const crowded = nodes.length > 40;

  const zoom = (factor: number) =>
    setView((v) => {
      const k = Math.min(4, Math.max(0.3, v.k * factor));
      // Zoom around the centre of the view.
      const cx = WIDTH / 2;
      const cy = HEIGHT / 2;
      return { k, x: cx - ((cx - v.x) * k) / v.k, y: cy - ((cy - v.y) * k) / v.k };
    });

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if ((event.target as Element).closest("[data-node]")) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (!drag.current || !svg.current) return;
    const scale = WIDTH / svg.current.getBoundingClientRect().width;
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
        <Button
          variant="secondary"
          size="icon"
          aria-label="Reset view"
          onClick={() => setView({ x: 0, y: 0, k: 1 })}
        >
          <RotateCcw aria-hidden="true" size={15} />
        </Button>
      </div>
      <svg
        ref={svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
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
            const showLabel = !crowded || view.k > 1.4 || node.degree > 0 || hovered === node.id;
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
                  <text
                    y={radius(node) + 14}
                    textAnchor="middle"
                    className="fill-[var(--text)] text-[12px]"
                    style={{ paintOrder: "stroke", stroke: "var(--surface)", strokeWidth: 3 }}
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
