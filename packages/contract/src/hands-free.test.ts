import { describe, expect, it } from "vitest";
import { matchSpokenChoice, ratingForChoice } from "./hands-free.ts";

describe("matchSpokenChoice", () => {
  it("names the rating word or 'yes' a learner said", () => {
    expect(matchSpokenChoice("good")).toBe("good");
    expect(matchSpokenChoice("Again.")).toBe("again");
    expect(matchSpokenChoice("that was hard")).toBe("hard");
    expect(matchSpokenChoice("Yes")).toBe("yes");
    expect(matchSpokenChoice("okay")).toBe("yes");
    expect(matchSpokenChoice("three")).toBe("good");
  });

  it("takes the last choice word, and none when no choice was said", () => {
    expect(matchSpokenChoice("no, easy")).toBe("easy");
    expect(matchSpokenChoice("hard, no, good")).toBe("good");
    expect(matchSpokenChoice("the sun is a star")).toBeNull();
    expect(matchSpokenChoice("")).toBeNull();
    // Whole words only: 'goodness' or 'yesterday' are not choices.
    expect(matchSpokenChoice("goodness yesterday")).toBeNull();
  });
});

describe("ratingForChoice", () => {
  it("maps the words to 1-4 and 'yes' to the suggestion", () => {
    expect(ratingForChoice("again", 3)).toBe(1);
    expect(ratingForChoice("hard", null)).toBe(2);
    expect(ratingForChoice("good", 1)).toBe(3);
    expect(ratingForChoice("easy", 1)).toBe(4);
    expect(ratingForChoice("yes", 2)).toBe(2);
    expect(ratingForChoice("yes", null)).toBeNull();
  });
});
