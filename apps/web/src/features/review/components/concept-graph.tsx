import { CONCEPT_LEVEL_NAMES, type ConceptLevel, type ConceptView } from "@brainy/contract";
import dagre from "@dagrejs/dagre";
import { type KeyboardEvent, useId, useMemo } from "react";
import { cx } from "../../../components/ui/index.ts";
import { certaintyWord, formatMastery } from "../../../lib/concept-map.ts";

const NODE_WIDTH = 176;
const NODE_HEIGHT = 66;

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

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

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
  const marker = `${useId().replace(/:/g, "")}-arrow`;
  const key = (id: string) => (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(id);
    }
  };
  return (
    <div
      className="max-h-[36rem] overflow-auto rounded-xl border border-border bg-bg"
      data-testid="concept-graph"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot hold a <fieldset>; its nodes are buttons */}
      <svg
        width={laid.width}
        height={laid.height}
        viewBox={`0 0 ${laid.width} ${laid.height}`}
        role="group"
        aria-label="Concept graph: prerequisites above the concepts that build on them"
        className="block"
      >
        <defs>
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
              aria-label={`${concept.name}: ${standing}, ${certaintyWord(concept.certainty)}`}
              transform={`translate(${x},${y})`}
              onClick={() => onSelect(concept.id)}
              onKeyDown={key(concept.id)}
              className="group cursor-pointer outline-none"
              data-testid="concept-node"
              data-level={concept.level}
            >
              <title>{concept.name}</title>
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
              <text x={10} y={21} className="fill-text text-[13px] font-semibold">
                {clip(concept.name, 24)}
              </text>
              <text x={10} y={39} className="fill-text text-[12px]">
                {standing}
              </text>
              <text x={10} y={55} className="fill-muted text-[11px]">
                {concept.practised ? certaintyWord(concept.certainty) : "no evidence yet"}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
