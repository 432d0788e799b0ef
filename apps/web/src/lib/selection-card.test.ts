import { describe, expect, it } from "vitest";
import { clozeFromSelection } from "./selection-card.ts";

describe("a card from a selection", () => {
  it("hides the selection in its sentence", () => {
    expect(
      clozeFromSelection(
        "Python is easy to read. A list   keeps items in order! Dicts map keys.",
        "items in order",
      ),
    ).toBe("A list keeps {{c1::items in order}}!");
  });

  it("refuses what cannot be a cloze: too long, a whole sentence, not in the text, braces", () => {
    expect(clozeFromSelection("Short.", "x".repeat(121))).toBeNull();
    expect(clozeFromSelection("A list keeps items.", "A list keeps items.")).toBeNull();
    expect(clozeFromSelection("A list keeps items.", "tuple")).toBeNull();
    expect(clozeFromSelection("Use {{braces}} here.", "{{braces}}")).toBeNull();
  });
});
