import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SourceKind } from "@brainy/contract";
import { AppError } from "../../lib/app-error.ts";
import { FetchRefused } from "../../lib/guarded-fetch.ts";
import type { MediaStore } from "../../media/store.ts";
import type { WebAccess } from "../../web/index.ts";
import { readVideoCaptions, youtubeVideoId } from "../../web/youtube.ts";
import { ExtractionError, type ExtractOptions, extractSections } from "./extract.ts";
import { formatSeconds } from "./link-urls.ts";
import type { Section } from "./text.ts";
import { detectSourceKind } from "./upload.ts";
import { decodePage, readWebPage } from "./web-page.ts";

/** What a link's fetch tells about the source, besides its text. */
export type LinkInfo = {
  url: string;
  title: string | null;
  author: string | null;
  siteName: string | null;
  publishedAt: string | null;
  language: string | null;
};

/** A link read: its sections, the kind it turned out to be, and its stored snapshot. */
export type ReadLink = {
  kind: SourceKind;
  fileKey: string;
  sizeBytes: number;
  info: LinkInfo;
  sections: Section[];
  /** Read, but nothing to cite (a video without captions): a clear state, not a failure. */
  emptyReason?: string;
};

const PAGE_TYPES = ["text/html", "application/xhtml+xml"];
const DOCUMENT_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/epub+zip",
  "application/octet-stream",
  "text/plain",
  "text/markdown",
];
const EXTENSIONS: Partial<Record<SourceKind, string>> = {
  pdf: "pdf",
  docx: "docx",
  epub: "epub",
  markdown: "md",
  text: "txt",
};
const CONTENT_TYPES: Partial<Record<SourceKind, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  epub: "application/epub+zip",
  markdown: "text/markdown; charset=utf-8",
  text: "text/plain; charset=utf-8",
};

/** Seconds of captions one section (and so at most one passage) covers: a citation lands within a minute. */
export const CAPTION_WINDOW_SECONDS = 60;
export const NO_CAPTIONS =
  "This video has no captions, so there is no text to read or cite. Try a video with subtitles.";

/** Captions gathered into sections of about a minute, each starting at its first line's second. */
export function captionSections(cues: { start: number; text: string }[]): Section[] {
  const sections: Section[] = [];
  let current: Section | null = null;
  let words: string[] = [];
  const flush = () => {
    if (current && words.length) current.paragraphs.push(words.join(" "));
    words = [];
  };
  for (const cue of cues) {
    if (!current || cue.start - (current.startSeconds ?? 0) >= CAPTION_WINDOW_SECONDS) {
      flush();
      current = { page: null, headingPath: [], paragraphs: [], startSeconds: Math.floor(cue.start) };
      sections.push(current);
    }
    words.push(cue.text);
  }
  flush();
  return sections.filter((s) => s.paragraphs.length > 0);
}

/**
 * Fetches and reads a link source (its extraction job): a video's captions; a web page's main text;
 * or a PDF, DOCX, EPUB or text file at the link, read as an upload would be. The fetched bytes are
 * stored as the source's private file. Refusals of the guarded fetcher become the source's reason.
 */
export async function readLink(
  deps: { media: MediaStore; web: WebAccess },
  source: { id: string; url: string; kind: string },
  options: ExtractOptions & { bytesPerSource: number; language: string },
): Promise<ReadLink> {
  try {
    const videoId = source.kind === "video" ? youtubeVideoId(source.url) : null;
    if (videoId) return await readVideo(deps, source, videoId, options);
    return await readPageOrFile(deps, source, options);
  } catch (error) {
    if (error instanceof FetchRefused) throw new ExtractionError(error.message);
    if (error instanceof AppError) throw new ExtractionError(error.message);
    throw error;
  }
}

async function readVideo(
  deps: { media: MediaStore; web: WebAccess },
  source: { id: string; url: string },
  videoId: string,
  options: ExtractOptions & { language: string },
): Promise<ReadLink> {
  const captions = await readVideoCaptions(deps.web.fetcher, {
    baseUrl: deps.web.youtubeBaseUrl,
    videoId,
    language: options.language,
    signal: options.signal,
  });
  const transcript = captions.cues.map((cue) => `[${formatSeconds(cue.start)}] ${cue.text}`).join("\n");
  const fileKey = `private-${source.id}.txt`;
  const bytes = Buffer.from(transcript, "utf8");
  await deps.media.put(fileKey, bytes, "text/plain; charset=utf-8");
  const info: LinkInfo = {
    url: source.url,
    title: captions.title,
    author: captions.author,
    siteName: "YouTube",
    publishedAt: captions.publishedAt,
    language: captions.language,
  };
  const sections = captionSections(captions.cues);
  if (sections.length === 0)
    return { kind: "video", fileKey, sizeBytes: bytes.length, info, sections, emptyReason: NO_CAPTIONS };
  await options.onProgress(sections.length, sections.length);
  return { kind: "video", fileKey, sizeBytes: bytes.length, info, sections };
}

async function readPageOrFile(
  deps: { media: MediaStore; web: WebAccess },
  source: { id: string; url: string },
  options: ExtractOptions & { bytesPerSource: number },
): Promise<ReadLink> {
  const response = await deps.web.fetcher.fetch({
    url: source.url,
    accept: [...PAGE_TYPES, ...DOCUMENT_TYPES],
    maxBytes: (type) => (PAGE_TYPES.includes(type) ? deps.web.pageMaxBytes : options.bytesPerSource),
    signal: options.signal,
  });
  const base = {
    url: response.url,
    title: null,
    author: null,
    siteName: null,
    publishedAt: null,
    language: null,
  };
  if (PAGE_TYPES.includes(response.contentType)) {
    const page = readWebPage(decodePage(response.body, response.charset), response.url);
    const fileKey = `private-${source.id}.html`;
    await deps.media.put(fileKey, response.body, "text/html; charset=utf-8");
    await options.onProgress(page.sections.length, page.sections.length);
    const { sections, ...info } = page;
    return { kind: "web", fileKey, sizeBytes: response.body.length, info: { ...base, ...info }, sections };
  }
  // A document at the link: its kind read from the bytes, as an upload's is.
  if (response.body.length === 0) throw new ExtractionError("The link answered an empty file.");
  const name = decodeURIComponent(new URL(response.url).pathname.split("/").pop() ?? "") || "document";
  const file = path.join(os.tmpdir(), `brainy-link-${randomUUID()}`);
  await writeFile(file, response.body);
  try {
    const kind = await detectSourceKind(file, name);
    const fileKey = `private-${source.id}.${EXTENSIONS[kind]}`;
    await deps.media.putFile(fileKey, file, CONTENT_TYPES[kind]!);
    const sections = await extractSections(kind, response.body, options);
    const title = name.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim() || null;
    return { kind, fileKey, sizeBytes: response.body.length, info: { ...base, title }, sections };
  } finally {
    await rm(file, { force: true });
  }
}
