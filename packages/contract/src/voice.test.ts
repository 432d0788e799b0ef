import { describe, expect, it } from "vitest";
import { speakable, takeSentences } from "./voice.ts";

describe("takeSentences", () => {
  it("answers the finished sentences and keeps the rest for more text", () => {
    expect(takeSentences("Paris is the capital. It sits on the Se")).toEqual({
      sentences: ["Paris is the capital."],
      rest: "It sits on the Se",
    });
  });

  it("does not end a sentence at a decimal, an abbreviation or a sentence still open", () => {
    expect(takeSentences("Pi is 3.14 roughly, e.g. in circles. Next").sentences).toEqual([
      "Pi is 3.14 roughly, e.g. in circles.",
    ]);
    expect(takeSentences("Is it done?").sentences).toEqual([]);
  });

  it("reads Markdown as speech: no marks, link targets or citation numbers", () => {
    expect(
      takeSentences("**Chlorophyll** absorbs [light](/x) [1]. \n\n- A list item\n\nMore").sentences,
    ).toEqual(["Chlorophyll absorbs light.", "A list item"]);
    expect(speakable("`x = 1` then ```js\ncode\n``` done")).toBe("x = 1 then done");
  });
});
