import { describe, expect, it } from "vitest";
import { percentile, routeOf, slowestRoutes, stepRow, stepStats } from "./capacity-stats.ts";

describe("capacity bench figures", () => {
  it("takes percentiles by nearest rank and 0 of nothing", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });

  it("names routes without their ids or query, and ranks the slowest by p99", () => {
    expect(routeOf("GET", "/api/lessons/0b9c7c1e-4a47-4f2c-9a57-6c1f0e2d3b4a?x=1")).toBe(
      "GET /api/lessons/:id",
    );
    const byRoute = new Map([
      ["GET /api/user", [1, 2, 3]],
      ["POST /api/chat", [50, 400]],
    ]);
    expect(slowestRoutes(byRoute, 1)).toEqual(["POST /api/chat: p50 50 ms, p99 400 ms (2 requests)"]);
  });

  it("prints a step's row under the header's columns", () => {
    const stats = stepStats();
    stats.reads.push(10, 20, 300);
    stats.writes.push(40);
    stats.errors = 1;
    const row = stepRow({ learners: 40, seconds: 2, stats, serverCpu: 0.5, benchCpu: 0.1, rss: 300 });
    expect(row.length).toBe(stepRow().length);
    expect(row.split(/\s+/)).toEqual(["40", "2.0", "20", "300", "40", "40", "1", "0", "0.50", "0.10", "300"]);
  });
});
