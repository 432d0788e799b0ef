import { ApiError } from "../../../lib/api-client.ts";

/** Spec part 2 §8: the chat's error texts. */
export const CHAT_ERROR = "Sorry, there was an error processing your request. Please try again later.";
export const CHAT_UNAVAILABLE =
  "I'm sorry, I couldn't process your request. The chat service might be temporarily unavailable.";

/** What the chat says when a question fails. */
export function chatErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return CHAT_ERROR;
  if (error.status === 402) {
    return "You've used today's free AI chat questions. Upgrade to Pro for unlimited chat, or come back tomorrow.";
  }
  if (error.status === 400 || error.status === 404) return error.message;
  // The day's AI token budget: the server's message says when it resets.
  if (error.status === 429 && error.details?.reason === "TOKEN_BUDGET") return error.message;
  if (error.status === 0 || error.status === 503 || error.code === "AI_UNAVAILABLE") return CHAT_UNAVAILABLE;
  return CHAT_ERROR;
}

/** The selection, quoted as Markdown, ready for the learner's question below it. */
export function quoteSelection(text: string): string {
  const lines = text.trim().slice(0, 1500).split(/\r?\n/);
  return `${lines.map((line) => `> ${line}`).join("\n")}\n\n`;
}
