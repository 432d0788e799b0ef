/**
 * Anki's documented plain-text import format (https://docs.ankiweb.net/importing/text-files.html):
 * header lines for the separator, HTML and the deck, a note type column (Basic or Cloze) and a tags
 * column; fields holding a tab, a newline or a quote are quoted, quotes doubled.
 */

/** A card as exported or imported: its note type's fields and the lesson's tag. */
export type AnkiCard = { kind: "basic" | "cloze"; front: string; back: string; lessonTitle: string | null };

const LESSON_TAG = "lesson::";

/** A lesson title as one Anki tag (tags are space-separated). */
export function lessonTag(title: string): string {
  return `${LESSON_TAG}${title.trim().replace(/\s+/g, "_")}`;
}

function field(text: string): string {
  return /[\t\n\r"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The cards as Anki's text format: Basic (Front, Back) and Cloze (Text, Back Extra) notes. */
export function toAnkiText(cards: AnkiCard[], deck: string): string {
  const lines = [
    "#separator:tab",
    "#html:false",
    `#deck:${deck.replace(/[\r\n]/g, " ")}`,
    "#notetype column:1",
    "#tags column:4",
  ];
  for (const card of cards) {
    lines.push(
      [
        card.kind === "cloze" ? "Cloze" : "Basic",
        field(card.front),
        field(card.back),
        card.lessonTitle ? lessonTag(card.lessonTitle) : "",
      ].join("\t"),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Splits the body into rows of fields, honouring quoted fields (which may hold the separator and newlines). */
function parseRows(body: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = "";
  let quoted = false;
  let atFieldStart = true;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        value += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else value += ch;
      continue;
    }
    if (ch === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
    } else if (ch === separator) {
      row.push(value);
      value = "";
      atFieldStart = true;
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(value);
      if (row.some((f) => f !== "")) rows.push(row);
      row = [];
      value = "";
      atFieldStart = true;
    } else {
      value += ch;
      atFieldStart = false;
    }
  }
  row.push(value);
  if (row.some((f) => f !== "")) rows.push(row);
  return rows;
}

const SEPARATORS: Record<string, string> = { tab: "\t", comma: ",", semicolon: ";", pipe: "|", space: " " };

/**
 * Reads Anki's text format: the header lines (`#separator`, `#notetype column`, `#tags column`;
 * others ignored), then a row per note. Without a note type column a row with a {{c1::…}} part is a
 * cloze. Answers the cards and the number of rows skipped (fewer than one field, or empty).
 */
export function fromAnkiText(text: string): { cards: AnkiCard[]; skipped: number } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  let separator = "\t";
  let notetypeColumn: number | null = null;
  let tagsColumn: number | null = null;
  let start = 0;
  for (; start < lines.length && lines[start]!.startsWith("#"); start++) {
    const [key, ...rest] = lines[start]!.slice(1).split(":");
    const value = rest.join(":").trim();
    if (key === "separator") separator = SEPARATORS[value.toLowerCase()] ?? (value || "\t");
    if (key === "notetype column") notetypeColumn = Number(value) || null;
    if (key === "tags column") tagsColumn = Number(value) || null;
  }
  const cards: AnkiCard[] = [];
  let skipped = 0;
  for (const row of parseRows(lines.slice(start).join("\n"), separator)) {
    const notetype = notetypeColumn ? (row[notetypeColumn - 1] ?? "") : "";
    const fields = row.filter((_, i) => i + 1 !== notetypeColumn && i + 1 !== tagsColumn);
    const tags = tagsColumn ? (row[tagsColumn - 1] ?? "").split(/\s+/) : [];
    const front = (fields[0] ?? "").trim();
    const back = (fields[1] ?? "").trim();
    const cloze = /cloze/i.test(notetype) || (!notetype && /\{\{c\d+::/.test(front));
    if (!front || front.length > 2000 || back.length > 2000 || (!cloze && !back)) {
      skipped++;
      continue;
    }
    const tag = tags.find((t) => t.startsWith(LESSON_TAG));
    cards.push({
      kind: cloze ? "cloze" : "basic",
      front,
      back,
      lessonTitle: tag ? tag.slice(LESSON_TAG.length).replaceAll("_", " ") : null,
    });
  }
  return { cards, skipped };
}
