import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { CHAT_ERROR, CHAT_UNAVAILABLE, chatErrorText, quoteSelection } from "./chat-errors.ts";

describe("chat errors", () => {
  it("uses the spec's texts for failures and the server's message for bad input", () => {
    expect(chatErrorText(new Error("boom"))).toBe(CHAT_ERROR);
    expect(chatErrorText(new ApiError(500, "INTERNAL", "x", null))).toBe(CHAT_ERROR);
    expect(chatErrorText(new ApiError(503, "AI_UNAVAILABLE", "x", null))).toBe(CHAT_UNAVAILABLE);
    expect(chatErrorText(new ApiError(0, "NETWORK", "x", null))).toBe(CHAT_UNAVAILABLE);
    expect(chatErrorText(new ApiError(400, "VALIDATION_FAILED", "Message is too long", null))).toBe(
      "Message is too long",
    );
    expect(chatErrorText(new ApiError(402, "FREE_QUOTA_EXHAUSTED", "x", null))).toContain("Upgrade to Pro");
    const budget =
      "You have used today's AI allowance of 200,000 tokens. It resets at midnight UTC, in 3 hours.";
    expect(
      chatErrorText(new ApiError(429, "RATE_LIMIT_EXCEEDED", budget, null, { reason: "TOKEN_BUDGET" })),
    ).toBe(budget);
    expect(chatErrorText(new ApiError(429, "RATE_LIMIT_EXCEEDED", "Too many requests", null))).toBe(
      CHAT_ERROR,
    );
  });

  it("quotes a selection line by line", () => {
    expect(quoteSelection("  first line\nsecond line ")).toBe("> first line\n> second line\n\n");
  });
});
