import { describe, expect, it } from "vitest";
import { downloadName, scopeKey, scopeQuery, turnAt } from "./scope.ts";

describe("audio overview scopes and the transcript's current turn", () => {
  it("keys and queries a scope as the server does (sources sorted)", () => {
    expect(scopeKey({ kind: "sources", sourceIds: ["b", "a"] })).toBe("sources:a,b");
    expect(scopeQuery({ kind: "sources", sourceIds: ["b", "a"] })).toBe("sourceIds=a%2Cb");
    expect(scopeQuery({ kind: "course", courseId: "c1" })).toBe("courseId=c1");
  });

  it("the current turn is the last one started", () => {
    const turns = [{ start: 0.2 }, { start: 5 }, { start: 9.5 }];
    expect(turnAt(turns, 0)).toBe(-1);
    expect(turnAt(turns, 0.2)).toBe(0);
    expect(turnAt(turns, 4.99)).toBe(1);
    expect(turnAt(turns, 60)).toBe(2);
  });

  it("names the download after the title", () => {
    expect(downloadName("Brief: Loops in Python")).toBe("Brief-Loops-in-Python.mp3");
    expect(downloadName("???")).toBe("audio-overview.mp3");
  });
});
