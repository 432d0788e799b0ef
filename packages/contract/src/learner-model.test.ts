import { describe, expect, it } from "vitest";
import { conceptKey, conceptLevelOf } from "./learner-model.ts";

describe("concept keys and levels (issue 37)", () => {
  it("one key for the same concept however it is written", () => {
    const key = conceptKey("List Comprehensions");
    expect(conceptKey("list comprehension")).toBe(key);
    expect(conceptKey("The list-comprehension")).toBe(key);
    expect(conceptKey("  LIST  comprehensions! ")).toBe(key);
    expect(conceptKey("Dictionaries")).toBe(conceptKey("dictionary"));
    expect(conceptKey("Café")).toBe(conceptKey("cafe"));
    expect(conceptKey("Classes")).toBe("classe");
    expect(conceptKey("Loops")).not.toBe(conceptKey("Lists"));
  });

  it("nothing without evidence is weak: 'new' until practised, then by mastery", () => {
    expect(conceptLevelOf({ practised: false, mastery: 0.05 })).toBe("new");
    expect(conceptLevelOf({ practised: true, mastery: null })).toBe("new");
    expect(conceptLevelOf({ practised: true, mastery: 0.2 })).toBe("weak");
    expect(conceptLevelOf({ practised: true, mastery: 0.55 })).toBe("learning");
    expect(conceptLevelOf({ practised: true, mastery: 0.8 })).toBe("solid");
    expect(conceptLevelOf({ practised: true, mastery: 0.95 })).toBe("mastered");
  });
});
