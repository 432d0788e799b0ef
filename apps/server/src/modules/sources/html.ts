import { type HTMLElement, type Node, NodeType, parse } from "node-html-parser";
import { cleanText, type Section, tidyParagraph } from "./text.ts";

const SKIPPED = new Set(["script", "style", "head", "title", "svg", "math", "nav", "template", "noscript"]);
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "font",
  "ins",
  "del",
]);

/**
 * Reads HTML (a DOCX converted by mammoth, an EPUB chapter) into sections split by its h1–h6
 * headings, each heading's path kept. `inherited` is the path above this document (e.g. a chapter).
 */
export function htmlSections(html: string, inherited: string[] = []): Section[] {
  const root = parse(html, { comment: false, blockTextElements: { pre: true } });
  const body = root.querySelector("body") ?? root;
  const sections: Section[] = [];
  const stack: { level: number; title: string }[] = [];
  let current: Section = { page: null, headingPath: [...inherited], paragraphs: [] };
  let inline: string[] = [];

  const flush = () => {
    const text = tidyParagraph(inline.join(""));
    if (text) current.paragraphs.push(text);
    inline = [];
  };
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === NodeType.TEXT_NODE) {
        inline.push(child.text);
        continue;
      }
      if (child.nodeType !== NodeType.ELEMENT_NODE) continue;
      const element = child as HTMLElement;
      const tag = element.rawTagName?.toLowerCase() ?? "";
      if (SKIPPED.has(tag)) continue;
      const heading = /^h([1-6])$/.exec(tag);
      if (heading) {
        flush();
        const title = tidyParagraph(element.text);
        if (!title) continue;
        if (current.paragraphs.length > 0) sections.push(current);
        const level = Number(heading[1]);
        while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
        stack.push({ level, title });
        const id = element.getAttribute("id")?.trim();
        current = {
          page: null,
          headingPath: [...inherited, ...stack.map((h) => h.title)],
          paragraphs: [],
          ...(id && id.length <= 200 ? { anchor: id } : {}),
        };
      } else if (tag === "pre") {
        // Code keeps its lines and indentation.
        flush();
        const code = cleanText(element.text).replace(/^\n+/, "").replace(/\s+$/, "");
        if (code.trim()) current.paragraphs.push(code);
      } else if (tag === "br") {
        inline.push("\n");
      } else if (INLINE.has(tag)) {
        walk(element);
      } else {
        flush();
        walk(element);
        flush();
      }
    }
  };
  walk(body);
  flush();
  if (current.paragraphs.length > 0) sections.push(current);
  return sections;
}
