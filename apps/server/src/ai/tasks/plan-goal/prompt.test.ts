import { describe, expect, it } from "vitest";
import { buildPlanGoalPrompt } from "./prompt.ts";

const OUTLINE = [
  {
    title: "Tool manual.pdf",
    headings: [
      { path: ["Table of Contents"], page: 1 },
      { path: ["Getting Started"], page: 3 },
      { path: ["Getting Started", "Installing"], page: 3 },
      { path: ["GNU Free Documentation License"], page: 40 },
      { path: ["GNU Free Documentation License", "Preamble"], page: 40 },
      { path: ["Bibliography"], page: 45 },
      { path: ["Index"], page: 47 },
    ],
  },
];

describe("the planner's prompt from a learner's material", () => {
  it("tells the model to leave out front and back matter and does not show it that matter", () => {
    const { instructions, prompt } = buildPlanGoalPrompt({
      goal: "Use the tool at work",
      clarifications: [],
      profile: {},
      outline: OUTLINE,
    });
    expect(instructions).toMatch(
      /Leave out front and back matter .*licence.*index.*table of contents.*bibliography/,
    );
    expect(prompt).toContain("Getting Started");
    expect(prompt).toContain("Installing");
    for (const matter of [
      "Table of Contents",
      "GNU Free Documentation License",
      "Preamble",
      "Bibliography",
      "Index",
    ])
      expect(prompt, matter).not.toContain(`"${matter}"`);
  });

  it("keeps the part the learner's goal (or an answer to a question) asks for", () => {
    const { prompt } = buildPlanGoalPrompt({
      goal: "Know this manual",
      clarifications: [{ question: "Which part?", answer: "Its licence, the GNU FDL" }],
      profile: {},
      outline: OUTLINE,
    });
    expect(prompt).toContain('"GNU Free Documentation License"');
    expect(prompt).not.toContain('"Index"');
  });
});
