import { camelizeKeys, type LessonBlock } from "@brainy/contract";

/** A block as the reader passes it on: a known block, or an unknown type shown as its text. */
export type ReadBlock = LessonBlock | { type: "unknown"; text: string };

/** What the page can show: blocks, or the start of content that could not be read. */
export type ReadContent = { title?: string; blocks: ReadBlock[] } | { fallback: string };

const FENCE = /^\s*```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```\s*$/;

/** Parses text that may be fenced JSON or JSON stringified more than once. */
function parseLoose(text: string): unknown {
  let value: unknown = text;
  for (let i = 0; i < 3 && typeof value === "string"; i++) {
    const unfenced = FENCE.exec(value)?.[1] ?? value;
    try {
      value = JSON.parse(unfenced);
    } catch {
      return undefined;
    }
  }
  return typeof value === "string" ? undefined : value;
}

const str = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

/** Normalises one block: header levels clamped 1-4 (default 2), lists with string items, unknowns as text. */
export function readBlock(raw: unknown): ReadBlock | null {
  if (!raw || typeof raw !== "object")
    return typeof raw === "string" && raw.trim() ? { type: "paragraph", text: raw } : null;
  const block = raw as Record<string, unknown>;
  const type = str(block.type);
  switch (type) {
    case "header": {
      const level = Math.round(Number(block.level ?? 2));
      return {
        type,
        level: Number.isFinite(level) ? Math.min(4, Math.max(1, level)) : 2,
        text: str(block.text),
      };
    }
    case "paragraph":
      return { type, text: str(block.text) };
    case "list":
      return {
        type,
        ordered: block.ordered === true,
        items: Array.isArray(block.items) ? block.items.map(str).filter(Boolean) : [],
      };
    case "codeBlock":
      return { type, language: str(block.language) || "text", code: str(block.code) };
    case "mathInline":
    case "mathBlock":
      return { type, latex: str(block.latex) };
    case "imagePlaceholder":
      return { type, alt: str(block.alt) || "Lesson illustration" };
    case "chart":
      return block.spec && typeof block.spec === "object"
        ? ({ type, title: block.title ? str(block.title) : undefined, spec: block.spec } as ReadBlock)
        : null;
    case "diagram": {
      const source = str(block.source ?? block.code);
      return source ? { type, title: block.title ? str(block.title) : undefined, source } : null;
    }
    case "checkpoint": {
      const choices = Array.isArray(block.choices) ? block.choices.map(str).filter(Boolean) : [];
      const answer = str(block.answer);
      if (!str(block.question) || !answer) return null;
      return {
        type,
        question: str(block.question),
        choices: choices.length === 1 ? [] : choices,
        answer,
        alsoAccept: Array.isArray(block.alsoAccept) ? block.alsoAccept.map(str).filter(Boolean) : undefined,
        explanation: str(block.explanation),
      };
    }
    case "refresher": {
      const concepts = Array.isArray(block.concepts) ? block.concepts.map(str).filter(Boolean) : [];
      const text = str(block.text);
      if (!text) return null;
      // Without the concepts it names, it is read as a paragraph (the learner must see why it is there).
      return concepts.length ? { type, concepts, text } : { type: "paragraph", text };
    }
    default: {
      const text = str(block.text ?? block.content ?? block.code ?? block.latex ?? "");
      return text ? { type: "unknown", text } : null;
    }
  }
}

/**
 * Reads lesson content however it arrives: an object, JSON text, fenced or stringified JSON,
 * with capitalised keys. Unreadable content comes back as its first 500 characters.
 */
export function readLessonContent(content: unknown): ReadContent {
  const value = typeof content === "string" ? parseLoose(content) : content;
  const data = camelizeKeys(value) as { title?: unknown; blocks?: unknown } | unknown[] | undefined;
  const rawBlocks = Array.isArray(data) ? data : Array.isArray(data?.blocks) ? data.blocks : undefined;
  if (!rawBlocks) {
    const text = typeof content === "string" ? content : JSON.stringify(content ?? "");
    return { fallback: text.slice(0, 500) };
  }
  const title = !Array.isArray(data) && typeof data?.title === "string" ? data.title : undefined;
  return { title, blocks: rawBlocks.map(readBlock).filter((b): b is ReadBlock => b !== null) };
}
