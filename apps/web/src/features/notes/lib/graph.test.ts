import { describe, expect, it } from "vitest";
import { fitView, HEIGHT, labelDegree, layoutGraph, WIDTH } from "./graph.ts";

describe("note graph layout", () => {
  it("places every note inside the canvas, linked notes closer than unlinked ones", () => {
    const nodes = Array.from({ length: 200 }, (_, i) => ({ id: `n${i}`, title: `Note ${i}` }));
    const links = Array.from({ length: 60 }, (_, i) => ({
      sourceId: `n${i}`,
      targetId: `n${i + 1}`,
      strength: 1,
    }));
    const layout = layoutGraph({ nodes, links });
    expect(layout.nodes).toHaveLength(200);
    for (const node of layout.nodes) {
      expect(Number.isFinite(node.x)).toBe(true);
      expect(Number.isFinite(node.y)).toBe(true);
    }
    const distance = (a: string, b: string) => {
      const p = layout.nodes.find((n) => n.id === a)!;
      const q = layout.nodes.find((n) => n.id === b)!;
      return Math.hypot(p.x! - q.x!, p.y! - q.y!);
    };
    const linked = distance("n10", "n11");
    const unlinked = distance("n10", "n150");
    expect(linked).toBeLessThan(unlinked);
  });

  it("fits the whole graph in the view, and labels only the hubs of a crowded one", () => {
    const nodes = Array.from({ length: 200 }, (_, i) => ({ id: `n${i}`, title: `Note ${i}` }));
    // Eight hubs, every other note linked to one of them.
    const links = nodes
      .slice(8)
      .map((node, i) => ({ sourceId: node.id, targetId: `n${i % 8}`, strength: 1 }));
    const layout = layoutGraph({ nodes, links });
    const view = fitView(layout.nodes);
    for (const node of layout.nodes) {
      const x = view.x + node.x! * view.k;
      const y = view.y + node.y! * view.k;
      expect(x).toBeGreaterThanOrEqual(39);
      expect(x).toBeLessThanOrEqual(WIDTH - 39);
      expect(y).toBeGreaterThanOrEqual(39);
      expect(y).toBeLessThanOrEqual(HEIGHT - 39);
    }
    const min = labelDegree(layout.nodes);
    expect(
      layout.nodes
        .filter((n) => n.degree >= min)
        .map((n) => n.id)
        .sort(),
    ).toEqual(["n0", "n1", "n2", "n3", "n4", "n5", "n6", "n7"]);
    expect(labelDegree(layout.nodes.slice(0, 10))).toBe(0);
  });
});
