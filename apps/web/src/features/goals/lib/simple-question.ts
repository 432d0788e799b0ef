/** A multiple-choice question read from the assessment's text block. */
export type ParsedQuestion = { question: string; options: string[]; correctIndex: number | null };

/** Option letters, in order; answers are sent as the index (A = 0). */
export const OPTION_LETTERS = ["A", "B", "C", "D"] as const;

/**
 * Reads a simple-assessment question's text: lines 'Q: …', 'A: …' to 'D: …', 'Correct: X'
 * (spec part 1 section 3). Unprefixed lines continue the line before; missing options are left out.
 */
export function parseSimpleQuestion(text: string): ParsedQuestion {
  const parts: Record<string, string> = {};
  let current: string | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = /^(Q|A|B|C|D|Correct)\s*[:.)]\s*(.*)$/i.exec(line);
    if (match) {
      current = match[1]!.length > 1 ? "Correct" : match[1]!.toUpperCase();
      parts[current] = match[2]!.trim();
    } else if (current) {
      parts[current] = `${parts[current]} ${line}`.trim();
    } else {
      current = "Q";
      parts.Q = line;
    }
  }
  const options = OPTION_LETTERS.map((letter) => parts[letter]).filter((value): value is string => !!value);
  const correctLetter = parts.Correct?.trim().charAt(0).toUpperCase();
  const correctIndex = (OPTION_LETTERS as readonly string[]).indexOf(correctLetter ?? "");
  return { question: parts.Q ?? "", options, correctIndex: correctIndex >= 0 ? correctIndex : null };
}
