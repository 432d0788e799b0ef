import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChatBubble } from "./chat-bubble.tsx";

afterEach(cleanup);

describe("a chat question's mode", () => {
  it("labels a question asked in Quiz me or Hint with its mode", () => {
    render(
      <>
        <ChatBubble entry={{ id: "1", role: "user", content: "Quiz me", mode: "quiz" }} />
        <ChatBubble entry={{ id: "2", role: "user", content: "Stuck on glucose", mode: "hint" }} />
      </>,
    );
    expect(screen.getAllByTestId("chat-mode-label").map((label) => label.textContent)).toEqual([
      "Mode: Quiz me",
      "Mode: Hint",
    ]);
  });

  it("leaves a plain question (explain, or kept before modes were stored) unlabelled", () => {
    render(
      <>
        <ChatBubble entry={{ id: "1", role: "user", content: "What is glucose?", mode: "explain" }} />
        <ChatBubble entry={{ id: "2", role: "user", content: "And starch?" }} />
      </>,
    );
    expect(screen.getByText("What is glucose?")).toBeTruthy();
    expect(screen.queryByTestId("chat-mode-label")).toBeNull();
  });
});
