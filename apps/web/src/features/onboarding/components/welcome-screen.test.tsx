import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WELCOME_TEXT, WelcomeScreen } from "./welcome-screen.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const typed = () => screen.getByTestId("welcome-typed").textContent ?? "";

describe("WelcomeScreen", () => {
  it("types one character every 70 ms and completes after exactly 7 s", () => {
    const onComplete = vi.fn();
    render(<WelcomeScreen onComplete={onComplete} />);
    expect(screen.getByRole("dialog", { name: WELCOME_TEXT })).toBeTruthy();
    expect(typed()).toBe("");
    act(() => vi.advanceTimersByTime(70 * 7));
    expect(typed()).toBe(WELCOME_TEXT.slice(0, 7));
    act(() => vi.advanceTimersByTime(70 * WELCOME_TEXT.length));
    expect(typed()).toBe(WELCOME_TEXT);
    act(() => vi.advanceTimersByTime(6999 - 70 * (7 + WELCOME_TEXT.length)));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("completes once when skipped, by the button or Escape", () => {
    const onComplete = vi.fn();
    render(<WelcomeScreen onComplete={onComplete} />);
    const skip = screen.getByRole("button", { name: "Skip intro" });
    expect(document.activeElement).toBe(skip);
    fireEvent.click(skip);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    act(() => vi.advanceTimersByTime(8000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
