import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePasswordGuessability } from "../hooks/use-password-guessability.ts";
import { PasswordChecklist } from "./password-checklist.tsx";

/** The checklist as the register and reset forms use it. */
function Checklist({ password, userInputs }: { password: string; userInputs?: string[] }) {
  const guessable = usePasswordGuessability(password, userInputs);
  return <PasswordChecklist password={password} guessable={guessable} />;
}

const judged = (container: HTMLElement) =>
  waitFor(() => {
    const state = container.querySelector("[data-guessability]")?.getAttribute("data-guessability");
    expect(state).not.toBe("pending");
    return state;
  });

describe("PasswordChecklist with usePasswordGuessability", () => {
  afterEach(cleanup);

  it.each(["P@ssw0rd", "Qwerty123!", "Welcome1!"])(
    "says why %j would be refused although it meets every rule, and rates it Weak",
    async (password) => {
      const { container } = render(<Checklist password={password} />);
      expect(await judged(container)).toBe("guessable");
      expect(screen.getByRole("alert").textContent).toBe(
        "This password is too easy to guess: This is similar to a commonly used password.",
      );
      expect(screen.getByText("Weak")).toBeTruthy();
      expect(container.querySelectorAll('[data-passed="true"]')).toHaveLength(5);
    },
  );

  it("rates a hard-to-guess password by its rules and shows no reason", async () => {
    const { container } = render(<Checklist password="Tr1cky!Lantern-92" />);
    expect(await judged(container)).toBe("ok");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Strong")).toBeTruthy();
  });

  it("counts the username and email as known words", async () => {
    const { container } = render(
      <Checklist password="Zyxwvut!9" userInputs={["Zyxwvut", "zyxwvut@example.com"]} />,
    );
    expect(await judged(container)).toBe("guessable");
  });

  it("does not judge a password shorter than the minimum", () => {
    const { container } = render(<Checklist password="P@ss1" />);
    expect(container.querySelector("[data-guessability]")?.getAttribute("data-guessability")).toBe("ok");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
