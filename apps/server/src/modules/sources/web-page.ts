import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { ExtractionError } from "./extract.ts";
import { htmlSections } from "./html.ts";
import { type Section, tidyParagraph } from "./text.ts";

/** A web page read in reader view: its main text in sections by heading, and what it says about itself. */
export type ReadPage = {
  title: string | null;
  author: string | null;
  siteName: string | null;
  publishedAt: string | null;
  language: string | null;
  sections: Section[];
};

/** Fewer characters of main text than this is not an article (a sign-in wall, a page drawn by script). */
const MIN_MAIN_TEXT = 200;
const TITLE_MAX = 200;

export const NO_MAIN_TEXT =
  "This page has no main text to read (it may be drawn by JavaScript, behind a sign-in, or mostly links).";

/** The charset a page declares in its first bytes, when the HTTP header named none. */
export function declaredCharset(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 2048).toString("latin1");
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase() ?? null;
}

/** Decodes a page's bytes in its charset (UTF-8 when unknown or not one the runtime knows). */
export function decodePage(bytes: Buffer, charset: string | null): string {
  const name = charset ?? declaredCharset(bytes) ?? "utf-8";
  try {
    return new TextDecoder(name).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

const clip = (value: string | null | undefined, max = TITLE_MAX) => {
  const text = tidyParagraph(value ?? "").replace(/\s+/g, " ");
  return text ? text.slice(0, max) : null;
};

/**
 * The page's main text by Mozilla's Readability (Firefox's reader view) on linkedom's DOM: no
 * navigation, ads or footers; then split by its headings like any HTML source. Scripts never run
 * (linkedom has no script engine). A page without main text is an ExtractionError with the reason.
 */
export function readWebPage(html: string, url: string): ReadPage {
  const { document } = parseHTML(html);
  // Readability resolves relative links against the document's address.
  if (!document.querySelector("base")) {
    const base = document.createElement("base");
    base.setAttribute("href", url);
    document.head?.appendChild(base);
  }
  const article = new Readability(document as never, { charThreshold: MIN_MAIN_TEXT }).parse();
  const text = (article?.textContent ?? "").replace(/\s+/g, " ").trim();
  if (!article?.content || text.length < MIN_MAIN_TEXT) throw new ExtractionError(NO_MAIN_TEXT);
  const sections = htmlSections(article.content);
  if (sections.length === 0) throw new ExtractionError(NO_MAIN_TEXT);
  return {
    title: clip(article.title),
    author: clip(article.byline),
    siteName: clip(article.siteName),
    publishedAt: clip(article.publishedTime, 64),
    language: clip(article.lang, 35),
    sections,
  };
}
