import { CONCEPT_LEVEL_NAMES, type ConceptLevel, type ConceptView } from "@brainy/contract";
import dagre from "@dagrejs/dagre";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from "react";
import { cx } from "../../../components/ui/index.ts";
import { certaintyWord, formatMastery } from "../../../lib/concept-map.ts";

const NODE_WIDTH = 176;
const NODE_HEIGHT = 80;
/** Characters of a name on one line of a node (two lines; a longer name is cut by the node's edge). */
const LINE = 23;

/** Each level's fill and outline (the level is also written on the node: never colour alone). */
export const CONCEPT_TONES: Record<ConceptLevel, string> = {
  new: "fill-surface stroke-border-strong [stroke-dasharray:5_4]",
  weak: "fill-danger/15 stroke-danger",
  learning: "fill-warning/15 stroke-warning",
  solid: "fill-primary/10 stroke-primary",
  mastered: "fill-success/15 stroke-success",
};

type Laid = {
  width: number;
  height: number;
  nodes: { concept: ConceptView; x: number; y: number }[];
  edges: { from: string; to: string; points: { x: number; y: number }[] }[];
};

/** The concepts laid out by dagre: prerequisites above what builds on them. */
function layOut(concepts: readonly ConceptView[]): Laid {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: "TB", nodesep: 20, ranksep: 44, marginx: 8, marginy: 8 });
  graph.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(concepts.map((c) => c.id));
  for (const concept of concepts) graph.setNode(concept.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const concept of concepts)
    for (const prerequisite of concept.prerequisiteIds)
      if (ids.has(prerequisite)) graph.setEdge(prerequisite, concept.id);
  dagre.layout(graph);
  const byId = new Map(concepts.map((c) => [c.id, c]));
  const label = graph.graph();
  return {
    width: Math.ceil(label.width ?? NODE_WIDTH),
    height: Math.ceil(label.height ?? NODE_HEIGHT),
    nodes: graph.nodes().map((id) => {
      const node = graph.node(id);
      return { concept: byId.get(id)!, x: node.x - NODE_WIDTH / 2, y: node.y - NODE_HEIGHT / 2 };
    }),
    edges: graph.edges().map((e) => ({ from: e.v, to: e.w, points: graph.edge(e).points ?? [] })),
  };
}

/** A name on two lines, broken at a space; the second line keeps the rest (the node clips it). */
function twoLines(name: string): [string, string] {
  if (name.length <= LINE) return [name, ""];
  const cut = name.lastIndexOf(" ", LINE);
  const at = cut > 8 ? cut : LINE;
  return [name.slice(0, at), name.slice(at).trim()];
}

/**
 * The goal's concepts as a graph (a maintained layout library, dagre): each node names the concept,
 * its mastery as a percentage and a word ('Not yet practised' without evidence) and how sure the
 * model is; prerequisites point to what builds on them. Nodes are buttons (Enter or Space opens
 * the evidence); the list beside it is the same content in reading order.
 */
export function ConceptGraph({
  concepts,
  selectedId,
  onSelect,
}: {
  concepts: readonly ConceptView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const laid = useMemo(() => layOut(concepts), [concepts]);
  const uid = useId().replace(/:/g, "");
  const marker = `${uid}-arrow`;
  const clip = `${uid}-clip`;
  const box = useRef<HTMLDivElement>(null);
  // The chosen concept's node scrolled into view inside the graph's box (a wide graph scrolls).
  useEffect(() => {
    if (!selectedId) return;
    const node = box.current?.querySelector(`[data-concept="${selectedId}"]`);
    if (node instanceof SVGGraphicsElement && box.current) {
      const b = box.current.getBoundingClientRect();
      const n = node.getBoundingClientRect();
      box.current.scrollBy({ left: n.left + n.width / 2 - (b.left + b.width / 2), top: 0 });
    }
  }, [selectedId]);
  const key = (id: string) => (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(id);
    }
  };
  return (
    <div
      ref={box}
      className="max-h-[36rem] overflow-auto rounded-xl border border-border bg-bg"
      data-testid="concept-graph"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot hold a <fieldset>; its nodes are buttons */}
      <svg
        viewBox={`0 0 ${laid.width} ${laid.height}`}
        // As wide as the box, down to three quarters of its size (then the box scrolls), never wider.
        style={{
          width: "100%",
          minWidth: Math.min(laid.width, Math.max(300, laid.width * 0.75)),
          maxWidth: laid.width,
        }}
        role="group"
        aria-label="Concept graph: prerequisites above the concepts that build on them"
        className="mx-auto block h-auto"
      >
        <defs>
          <clipPath id={clip}>
            <rect width={NODE_WIDTH - 6} height={NODE_HEIGHT} />
          </clipPath>
          <marker
            id={marker}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" className="fill-muted" />
          </marker>
        </defs>
        <g>
          {laid.edges.map((edge) => (
            <polyline
              key={`${edge.from}>${edge.to}`}
              points={edge.points.map((p) => `${p.x},${p.y}`).join(" ")}
              className="fill-none stroke-muted/60"
              strokeWidth={1.5}
              markerEnd={`url(#${marker})`}
            />
          ))}
        </g>
        {laid.nodes.map(({ concept, x, y }) => {
          const selected = concept.id === selectedId;
          const [first, second] = twoLines(concept.name);
          const standing =
            concept.mastery === null
              ? CONCEPT_LEVEL_NAMES.new
              : `${formatMastery(concept.mastery)} · ${CONCEPT_LEVEL_NAMES[concept.level]}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG node cannot be a <button>
            <g
              key={concept.id}
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              transform={`translate(${x},${y})`}
              onClick={() => onSelect(concept.id)}
              onKeyDown={key(concept.id)}
              className="group cursor-pointer outline-none"
              data-testid="concept-node"
              data-concept={concept.id}
              data-level={concept.level}
            >
              <rect
                x={-4}
                y={-4}
                width={NODE_WIDTH + 8}
                height={NODE_HEIGHT + 8}
                rx={16}
                className="invisible fill-none stroke-ring group-focus-visible:visible"
                strokeWidth={2.5}
              />
              <rect
                width={NODE_WIDTH}
                height={NODE_HEIGHT}
                rx={12}
                className={cx(CONCEPT_TONES[concept.level], selected && "stroke-text")}
                strokeWidth={selected ? 3 : 1.5}
              />
              {/* The name as text (the button's name is its text, the whole of it); a long one is clipped. */}
              <text x={10} y={19} clipPath={`url(#${clip})`} className="fill-text text-[13px] font-semibold">
                <tspan x={10}>{first}</tspan>
                {second && (
                  <tspan x={10} dy={16}>
                    {` ${second}`}
                  </tspan>
                )}
              </text>
              <text x={10} y={54} className="fill-text text-[12px]">
                {standing}
              </text>
              <text x={10} y={70} className="fill-muted text-[11px]">
                {concept.practised ? certaintyWord(concept.certainty) : "no evidence yet"}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
