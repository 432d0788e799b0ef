import type { ConceptView } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { conceptStanding, evidenceSummary, relativeDay } from "./concept-map.ts";

const now = new Date(2026, 10, 28, 12, 0);
const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
const concept = (over: Partial<ConceptView> = {}): ConceptView => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Loops",
  position: 0,
  prerequisiteIds: [],
  lessons: [],
  practised: true,
  mastery: 0.42,
  certainty: 0.5,
  level: "learning",
  evidence: { total: 4, answers: 4, right: 3, lastSeen: days(-2), selfReport: null, selfReportedAt: null },
  cards: { total: 2, reviewed: 2, recall: 0.8, due: [days(1), days(1)] },
  ...over,
});

describe("what a concept's evidence says", () => {
  it("'3 of 4 right, last seen 2 days ago, 2 cards due tomorrow'", () => {
    expect(evidenceSummary(concept(), now)).toBe("3 of 4 right, last seen 2 days ago, 2 cards due tomorrow");
  });
  it("cards due now, a correction, and nothing yet", () => {
    const due = concept({ cards: { total: 1, reviewed: 1, recall: 0.5, due: [days(-1)] } });
    expect(evidenceSummary(due, now)).toContain("1 card due now");
    const said = concept({
      evidence: {
        total: 1,
        answers: 0,
        right: 0,
        lastSeen: days(0),
        selfReport: "known",
        selfReportedAt: days(0),
      },
      cards: { total: 0, reviewed: 0, recall: null, due: [] },
    });
    expect(evidenceSummary(said, now)).toBe("You said you know it, last seen today");
    const fresh = concept({
      practised: false,
      mastery: null,
      level: "new",
      evidence: { total: 0, answers: 0, right: 0, lastSeen: null, selfReport: null, selfReportedAt: null },
      cards: { total: 0, reviewed: 0, recall: null, due: [] },
    });
    expect(evidenceSummary(fresh, now)).toBe("Not yet practised");
    expect(conceptStanding(fresh)).toBe("Not yet practised");
    expect(conceptStanding(concept())).toBe("42% · Getting there");
  });
  it("relative days", () => {
    expect(relativeDay(days(0), now)).toBe("today");
    expect(relativeDay(days(-1), now)).toBe("yesterday");
    expect(relativeDay(days(3), now)).toBe("in 3 days");
  });
});
