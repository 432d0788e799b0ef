import type { NoteConnections } from "@brainy/contract";
import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  type SimulationNodeDatum,
} from "d3-force";

export type GraphNode = SimulationNodeDatum & { id: string; title: string; degree: number };
export type GraphLink = { source: GraphNode; target: GraphNode; strength: number };

export const WIDTH = 900;
export const HEIGHT = 560;

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

export const radius = (node: GraphNode) => 7 + Math.min(9, node.degree * 1.5);

export type View = { x: number; y: number; k: number };

/** The view that shows every node with a margin, centred; a small graph is not blown up past 2.5×. */
export function fitView(nodes: GraphNode[], width = WIDTH, height = HEIGHT, margin = 40): View {
  if (nodes.length === 0) return { x: 0, y: 0, k: 1 };
  const xs = nodes.map((n) => n.x ?? 0);
  const ys = nodes.map((n) => n.y ?? 0);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min(
    1.5,
    (width - 2 * margin) / Math.max(1, maxX - minX),
    (height - 2 * margin) / Math.max(1, maxY - minY),
  );
  return { k, x: width / 2 - ((minX + maxX) / 2) * k, y: height / 2 - ((minY + maxY) / 2) * k };
}

/**
 * The fewest links a note needs for its label to show at the fitted zoom: every note in a small
 * graph, only the best-connected tenth (the hubs) in a crowded one; zooming in shows the rest.
 */
export function labelDegree(nodes: GraphNode[]): number {
  if (nodes.length <= 40) return 0;
  const degrees = nodes.map((n) => n.degree).sort((a, b) => b - a);
  return Math.max(1, degrees[Math.floor(nodes.length / 10)]! + 1);
}
