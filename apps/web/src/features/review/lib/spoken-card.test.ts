import { describe, expect, it } from "vitest";
import { spokenFront } from "./spoken-card.ts";

describe("spokenFront", () => {
  it("reads a basic card's front without Markdown marks", () => {
    expect(spokenFront({ kind: "basic", front: "What does **FSRS** stand for?" })).toBe(
      "What does FSRS stand for?",
    );
  });

  it("says a cloze's hidden parts as 'blank', never their answer", () => {
    const spoken = spokenFront({ kind: "cloze", front: "The {{c1::mitochondria}} make {{c2::ATP::energy}}" });
    expect(spoken).toBe("The blank make blank");
    expect(spoken).not.toMatch(/mitochondria|ATP/);
  });

  it("keeps within what one spoken request reads", () => {
    expect(spokenFront({ kind: "basic", front: "word ".repeat(400) }).length).toBeLessThanOrEqual(600);
  });
});
