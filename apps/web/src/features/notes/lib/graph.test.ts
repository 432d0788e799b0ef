import { describe, expect, it } from "vitest";
import { layoutGraph } from "../components/note-graph.tsx";

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
});
