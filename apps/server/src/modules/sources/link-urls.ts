import { videoUrlAt, youtubeVideoId } from "../../web/youtube.ts";

/** Text-fragment escaping: the fragment's own separators (`-`, `,`, `&`) are percent-encoded too. */
const fragmentText = (text: string) => encodeURIComponent(text).replace(/-/g, "%2D").replace(/,/g, "%2C");

/**
 * Where a link source's passage opens, for its citation: a video at the passage's second, a page at
 * its heading (the element's id, else a text fragment of the heading), a PDF at its page. Null for
 * an uploaded file (its citation opens the viewer).
 */
export function passageUrl(
  source: { url: string | null; kind: string },
  passage: {
    page: number | null;
    headingPath: string[];
    anchor?: string | null;
    startSeconds?: number | null;
  },
): string | null {
  if (!source.url) return null;
  const videoId = source.kind === "video" ? youtubeVideoId(source.url) : null;
  if (videoId) return videoUrlAt(videoId, passage.startSeconds ?? 0);
  const page = source.url.split("#")[0]!;
  if (passage.anchor) return `${page}#${encodeURIComponent(passage.anchor)}`;
  if (source.kind === "pdf" && passage.page !== null) return `${page}#page=${passage.page}`;
  const heading = passage.headingPath.at(-1);
  return heading ? `${page}#:~:text=${fragmentText(heading)}` : page;
}

/** "1:05:09" or "4:05" for a second. */
export function formatSeconds(total: number): string {
  const s = Math.floor(total % 60);
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
