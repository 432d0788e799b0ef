import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render as renderBare, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CheckpointView } from "./checkpoint.tsx";

/** Rendered without a lesson place: checked on this device, as offline. */
const render = (element: ReactElement) =>
  renderBare(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);

afterEach(cleanup);

const choice = {
  type: "checkpoint" as const,
  question: "Which loop runs at least once?",
  choices: ["for", "while", "do-while"],
  answer: "do-while",
  explanation: "It checks after the body.",
};

describe("CheckpointView", () => {
  it("multiple choice: a labelled radio group, instant verdict in a live region, cleared on change", () => {
    render(<CheckpointView block={choice} />);
    const group = screen.getByRole("group", { name: "Which loop runs at least once?" });
    expect(group).toBeTruthy();
    const check = screen.getByRole("button", { name: "Check answer" }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "while" }));
    fireEvent.click(check);
    const live = check.parentElement!.querySelector("[aria-live='polite']")!;
    expect(live.textContent).toBe("Not quite. The answer is “do-while”. It checks after the body.");
    fireEvent.click(screen.getByRole("radio", { name: "do-while" }));
    expect(live.textContent).toBe("");
    fireEvent.click(check);
    expect(live.textContent).toBe("Correct. It checks after the body.");
  });

  it("fill-in: a labelled text box; Enter checks, ignoring case and punctuation, with alternatives", () => {
    render(
      <CheckpointView
        block={{
          ...choice,
          question: "A loop that never ends is ___",
          choices: [],
          answer: "infinite",
          alsoAccept: ["endless"],
        }}
      />,
    );
    const box = screen.getByRole("textbox", { name: "A loop that never ends is ___" });
    fireEvent.change(box, { target: { value: " Endless! " } });
    fireEvent.submit(box.closest("form")!);
    expect(screen.getByText("Correct.")).toBeTruthy();
    fireEvent.change(box, { target: { value: "finite" } });
    fireEvent.submit(box.closest("form")!);
    expect(screen.getByText("Not quite.")).toBeTruthy();
  });
});
