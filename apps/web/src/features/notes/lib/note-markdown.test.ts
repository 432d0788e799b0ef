import { describe, expect, it } from "vitest";
import { linkifyNoteContent, noteTitleOfHref, titleFromSelection } from "./note-markdown.ts";

describe("note markdown", () => {
  it("turns [[links]] into #note: links outside code, and reads them back", () => {
    const out = linkifyNoteContent("See [[Cell  Walls]] and `[[not a link]]`.\n```\n[[nor this]]\n```");
    expect(out).toBe("See [Cell Walls](#note:Cell%20Walls) and `[[not a link]]`.\n```\n[[nor this]]\n```");
    expect(noteTitleOfHref("#note:Cell%20Walls")).toBe("Cell Walls");
    expect(noteTitleOfHref("https://example.com")).toBeNull();
    expect(linkifyNoteContent("[[a*b]]")).toBe("[a\\*b](#note:a*b)");
  });

  it("cuts a selection to 30 characters plus '...'", () => {
    expect(titleFromSelection("Chlorophyll absorbs light energy in the leaves")).toBe(
      "Chlorophyll absorbs light ener...",
    );
    expect(titleFromSelection("  short\ntext ")).toBe("short text");
  });
});
