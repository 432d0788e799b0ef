import type { LessonCitation } from "@brainy/contract";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CitationProvider, LessonReferences } from "./citations.tsx";
import { InlineText } from "./inline-text.tsx";

const citation = (n: number, sourceDeleted = false): LessonCitation => ({
  n,
  sourceId: "11111111-1111-4111-8111-111111111111",
  passageId: `22222222-2222-4222-8222-22222222222${n}`,
  sourceTitle: "Biology book",
  page: n,
  headingPath: ["Cells", "Membranes"],
  quote: "The cell membrane is a phospholipid bilayer.",
  sourceDeleted,
});

afterEach(cleanup);

describe("a grounded lesson's citations", () => {
  it("turns the lesson's [n] markers into links to the passage; other numbers stay text", () => {
    render(
      <MemoryRouter>
        <CitationProvider citations={[citation(1), citation(2, true)]}>
          <p>
            <InlineText text="A **membrane** is a bilayer [1]. Cells divide [2]. See figure [7]." />
          </p>
        </CitationProvider>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Reference 1: Biology book, Page 1 · Cells › Membranes" });
    expect(link.getAttribute("href")).toBe(
      "/sources/11111111-1111-4111-8111-111111111111?passage=22222222-2222-4222-8222-222222222221",
    );
    // A deleted source's marker is not a link, and says so.
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByTitle(/\(source deleted\)$/).textContent).toBe("[2]");
    expect(screen.getByText(/See figure \[7\]\./)).toBeTruthy();
  });

  it("lists the references, each a link to the viewer or marked 'source deleted'", () => {
    render(
      <MemoryRouter>
        <LessonReferences citations={[citation(1), citation(2, true)]} />
      </MemoryRouter>,
    );
    const list = screen.getByRole("list", { name: "References" });
    expect(list.children).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Biology book, Page 1 · Cells › Membranes" })).toBeTruthy();
    expect(screen.getByText("(source deleted)")).toBeTruthy();
  });
});
