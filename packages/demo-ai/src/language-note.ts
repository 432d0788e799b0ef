import { DEFAULT_LEARNING_LANGUAGE, learningLanguageName } from "@brainy/contract";

/** What the demo says when the learner chose another learning language: it writes English only. */
export function demoLanguageNote(language: string): string {
  return `Demo AI writes in English only. Your learning language, ${learningLanguageName(language)}, is used when the server runs a real AI model.`;
}

/**
 * The demo's answer with that note where the learner reads it: the first paragraph of a lesson
 * (an answer with `blocks`), the first line of a chat answer (a text answer). Other answers, and
 * every answer in English, are left as they are.
 */
export function withDemoLanguageNote<R>(output: R, language: string | undefined): R {
  if (!language || language === DEFAULT_LEARNING_LANGUAGE) return output;
  const note = demoLanguageNote(language);
  if (typeof output === "string") return `*${note}*\n\n${output}` as R;
  if (output && typeof output === "object" && Array.isArray((output as { blocks?: unknown }).blocks)) {
    const answer = output as R & { blocks: unknown[] };
    return { ...answer, blocks: [{ type: "paragraph", text: `*${note}*` }, ...answer.blocks.slice(0, 39)] };
  }
  return output;
}
