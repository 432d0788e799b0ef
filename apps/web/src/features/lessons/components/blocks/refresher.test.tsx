import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readBlock } from "../../lib/read-content.ts";
import { LessonBlockView } from "../lesson-blocks.tsx";

afterEach(cleanup);

const image = { imageUrl: null, canGenerate: false, generating: false, error: null, onGenerate: () => {} };

describe("Refresher block", () => {
  it("renders a labelled aside naming the concepts it refreshes, its text with marks", () => {
    const block = readBlock({
      type: "refresher",
      concepts: ["Variables", "Data Types"],
      text: "A **variable** names a value; its *type* says what you can do with it.",
    })!;
    render(<LessonBlockView block={block} image={image} />);
    const aside = screen.getByRole("complementary", { name: /Refresher/ });
    expect(aside.textContent).toContain("Variables and Data Types");
    expect(aside.textContent).toContain("could use a quick review");
    expect(aside.querySelector("strong")?.textContent).toBe("variable");
    expect(aside.innerHTML).not.toContain("**");
  });

  it("one without concepts reads as a paragraph; one without text is dropped", () => {
    expect(readBlock({ type: "refresher", concepts: [], text: "Recap." })).toEqual({
      type: "paragraph",
      text: "Recap.",
    });
    expect(readBlock({ type: "refresher", concepts: ["Loops"], text: "" })).toBeNull();
  });
});
