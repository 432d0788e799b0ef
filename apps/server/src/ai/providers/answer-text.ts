import { extractReasoningMiddleware, type LanguageModelMiddleware, parsePartialJson } from "ai";

/**
 * The tags reasoning models wrap their scratchpad in when they write it into the answer
 * (DeepSeek R1, Qwen3 and QwQ `<think>`; others `<thinking>` or `<reasoning>`).
 */
export const SCRATCHPAD_TAGS = ["think", "thinking", "reasoning"] as const;

/**
 * The AI SDK middleware that moves each scratchpad out of the answer's text into reasoning parts,
 * chunk by chunk: a tag split across two streamed chunks is still recognised, so no delta a
 * learner sees (chat) and no partial answer (a lesson's blocks) ever holds one.
 */
export function scratchpadMiddleware(): LanguageModelMiddleware[] {
  return SCRATCHPAD_TAGS.map((tagName) => extractReasoningMiddleware({ tagName }));
}

const SCRATCHPAD_BLOCK = new RegExp(`<(${SCRATCHPAD_TAGS.join("|")})>[\\s\\S]*?(?:</\\1>|$)`, "gi");

/**
 * Removes what the middleware could not: a scratchpad left open (cut off), or one that came back in
 * a repair answer. The answer is checked again after this, so nothing it removes is stored.
 */
export function stripScratchpad(text: string): string {
  return text.replace(SCRATCHPAD_BLOCK, "");
}

/**
 * The JSON value inside a model's answer: the text from its first `{` to its last `}` (so code
 * fences and prose before or after do not matter), parsed with JSON.parse. Undefined when there
 * is none or it does not parse.
 */
export function readJsonAnswer(text: string): { value?: unknown; problem?: string } {
  const clean = stripScratchpad(text);
  const start = clean.indexOf("{");
  const end = clean.lastIndexOf("}");
  if (start === -1 || end < start) return { problem: "the answer holds no JSON object" };
  try {
    return { value: JSON.parse(clean.slice(start, end + 1)) };
  } catch (error) {
    return { problem: `the answer's JSON does not parse: ${(error as Error).message}` };
  }
}

/** The answer so far as a partial object, for streaming: from its first `{`, completed by the AI SDK's partial-JSON reader. */
export async function readPartialJson(text: string): Promise<unknown> {
  const start = text.indexOf("{");
  if (start === -1) return undefined;
  const { value, state } = await parsePartialJson(text.slice(start));
  if (state === "failed-parse" || value === null || typeof value !== "object") return undefined;
  return value;
}
