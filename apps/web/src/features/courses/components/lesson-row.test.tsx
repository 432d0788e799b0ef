import type { LessonSummary } from "@brainy/contract";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LessonRow } from "./lesson-row.tsx";

afterEach(cleanup);

const lesson: LessonSummary = {
  id: "9b1d7a52-3c39-4f57-9a6a-2f1f7c1f0a11",
  title: "Loops",
  isCompleted: false,
  grade: null,
  estimatedTimeInMinutes: 30,
  order: 1,
  roadmapId: "0f6b5f8e-8d0e-4a36-9b8c-0d6f55d3a9c2",
  completedAt: null,
  isHidden: false,
};

function show(props: Partial<Parameters<typeof LessonRow>[0]>) {
  render(
    <MemoryRouter>
      <ul>
        <LessonRow lesson={lesson} state="not-started" onOpen={() => {}} {...props} />
      </ul>
    </MemoryRouter>,
  );
}

describe("LessonRow (issue 38)", () => {
  it("offers 'Test out' on a lesson not completed, and says when the learner likely knows it", () => {
    const onTestOut = vi.fn();
    show({ onTestOut, likelyKnown: true });
    expect(screen.getByTestId("likely-known").textContent?.trim()).toBe("You likely know this");
    fireEvent.click(screen.getByRole("button", { name: "Test out: Loops" }));
    expect(onTestOut).toHaveBeenCalledWith(lesson);
  });

  it("the next lesson, likely known, leads with 'Test out'; Start Lesson stays beside it", () => {
    show({ state: "next", onTestOut: vi.fn(), likelyKnown: true });
    const buttons = screen.getAllByRole("button").map((b) => b.getAttribute("aria-label"));
    expect(buttons).toEqual(["Test out: Loops", "Start Lesson: Loops"]);
    expect(screen.getByTestId("test-out-offer").textContent).toBe("Test out");
    expect(screen.getByText("Already know this?")).toBeTruthy();
  });

  it("the next lesson not known: Start Lesson is the main button, no 'Already know this?'", () => {
    show({ state: "next", onTestOut: vi.fn() });
    expect(screen.queryByTestId("test-out-offer")).toBeNull();
    expect(screen.queryByText("Already know this?")).toBeNull();
    expect(screen.getByRole("button", { name: "Start Lesson: Loops" }).textContent).toBe("Start Lesson");
  });

  it("a completed lesson offers neither", () => {
    show({
      lesson: { ...lesson, isCompleted: true, grade: 90 },
      state: "completed",
      onTestOut: vi.fn(),
      likelyKnown: true,
    });
    expect(screen.queryByRole("button", { name: /Test out/ })).toBeNull();
    expect(screen.queryByTestId("likely-known")).toBeNull();
  });
});
