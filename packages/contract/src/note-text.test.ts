import { describe, expect, it } from "vitest";
import {
  extractNoteLinks,
  extractNoteTags,
  mergeNoteTags,
  notePreview,
  noteTitleKey,
  searchSnippet,
} from "./note-text.ts";

describe("note text", () => {
  it("finds [[links]] once each, keeping the first spelling", () => {
    expect(
      extractNoteLinks(
        "See [[Photosynthesis]] and [[ photosynthesis ]], then [[Cell  Walls]]. [[]] [[a\nb]]",
      ),
    ).toEqual(["Photosynthesis", "Cell Walls"]);
    expect(noteTitleKey("  Cell   WALLS ")).toBe("cell walls");
  });

  it("finds #tags but not headings, URLs' fragments or mid-word hashes", () => {
    expect(
      extractNoteTags(
        "# Heading\nLearn #Biology and #cell-walls (#exam_prep) x#no https://a.b/#frag #biology",
      ),
    ).toEqual(["biology", "cell-walls", "exam_prep"]);
    expect(mergeNoteTags(["Exam", "#plants"], "about #plants and #light")).toEqual([
      "exam",
      "plants",
      "light",
    ]);
  });

  it("previews 150 characters and cuts search snippets 30 characters each side", () => {
    expect(notePreview("x".repeat(200)).length).toBe(153);
    expect(notePreview("short\n\ntext")).toBe("short text");
    const content = `${"x".repeat(50)} chlorophyll absorbs light ${"y".repeat(50)}`;
    expect(searchSnippet(content, "Chlorophyll")).toBe(
      `...${"x".repeat(29)} chlorophyll absorbs light ${"y".repeat(15)}...`,
    );
    expect(searchSnippet("no match here", "glucose")).toBeNull();
    expect(searchSnippet("plants make glucose", "make sugar")).toBe("plants make glucose");
  });
});
