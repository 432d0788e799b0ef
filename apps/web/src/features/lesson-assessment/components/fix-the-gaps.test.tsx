import type { GapFix } from "@brainy/contract";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FixTheGaps } from "./fix-the-gaps.tsx";

afterEach(cleanup);

const lessonId = "9f1c2b9e-0000-4000-8000-000000000001";
const question = (id: string, concept: string, answered: boolean | null) => ({
  id,
  concept,
  question: `Which one is ${concept}?`,
  choices: ["This one", "That one"],
  correct: answered,
  answeredAt: answered === null ? null : "2026-11-28T08:00:00.000Z",
});
const fixOf = (over: Partial<GapFix>): GapFix => ({
  id: "9f1c2b9e-0000-4000-8000-000000000002",
  assessmentId: "9f1c2b9e-0000-4000-8000-000000000003",
  lessonId,
  concepts: ["Loops"],
  partStatus: "writing",
  questions: [question("9f1c2b9e-0000-4000-8000-00000000000a", "Loops", null)],
  retakeUnlocked: false,
  needsMore: [],
  createdAt: "2026-11-28T08:00:00.000Z",
  ...over,
});

function show(
  fix: GapFix | null,
  handlers: Partial<Record<"onStart" | "onAnswer" | "onRetake", () => void>> = {},
) {
  const props = { onStart: vi.fn(), onAnswer: vi.fn(), onRetake: vi.fn(), ...handlers };
  render(
    <MemoryRouter>
      <FixTheGaps
        lessonId={lessonId}
        fix={fix}
        starting={false}
        error={null}
        verdicts={{}}
        checking={null}
        {...props}
      />
    </MemoryRouter>,
  );
  return props;
}

describe("'Fix the gaps' on a failed attempt's results", () => {
  it("offers to start, saying what it does", () => {
    const { onStart } = show(null);
    expect(screen.getByText(/added to your lesson/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Fix the gaps" }));
    expect(onStart).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Retake assessment" })).toBeNull();
    expect(screen.queryByText(/On the Free plan/)).toBeNull();
  });

  it("says on the Free plan that the part uses the day's lesson", () => {
    render(
      <MemoryRouter>
        <FixTheGaps
          lessonId={lessonId}
          fix={null}
          free
          starting={false}
          error={null}
          verdicts={{}}
          checking={null}
          onStart={vi.fn()}
          onAnswer={vi.fn()}
          onRetake={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/On the Free plan the new part uses your lesson for today/)).toBeTruthy();
  });

  it("links to the part being written and checks a chosen answer; no retake before the gaps are fixed", () => {
    const onAnswer = vi.fn();
    show(fixOf({}), { onAnswer });
    expect(screen.getByText("The new part is being written into your lesson.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Read the new part" }).getAttribute("href")).toBe(
      `/lessons/${lessonId}`,
    );
    const check = screen.getByRole("button", { name: "Check" }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("That one"));
    fireEvent.click(check);
    expect(onAnswer).toHaveBeenCalledWith("9f1c2b9e-0000-4000-8000-00000000000a", "That one");
    expect(screen.queryByRole("button", { name: "Retake assessment" })).toBeNull();
  });

  it("asks for another question after a wrong last answer", () => {
    const { onStart } = show(
      fixOf({
        questions: [question("9f1c2b9e-0000-4000-8000-00000000000a", "Loops", false)],
        needsMore: ["Loops"],
      }),
    );
    expect(screen.getByText(/Not quite/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Another question" }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it("unlocks 'Retake assessment' once the gaps are fixed", () => {
    const { onRetake } = show(
      fixOf({
        partStatus: "ready",
        questions: [question("9f1c2b9e-0000-4000-8000-00000000000a", "Loops", true)],
        retakeUnlocked: true,
      }),
    );
    expect(screen.getByText("Gaps fixed. You can retake the assessment now.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retake assessment" }));
    expect(onRetake).toHaveBeenCalledOnce();
  });

  it("offers to try again when the part could not be written", () => {
    const { onStart } = show(fixOf({ partStatus: "failed" }));
    expect(screen.getByText(/could not be written/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onStart).toHaveBeenCalledOnce();
  });
});
