import { XMLParser } from "fast-xml-parser";
import { FetchRefused, type GuardedFetcher } from "../lib/guarded-fetch.ts";

/**
 * Video links (YouTube first, issue 41): the video's caption track in the learner's language when
 * it has one, else any, read with its timestamps. Every request goes through the guarded fetcher to
 * YOUTUBE_BASE_URL (a local fake in tests), never to an address the page names.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube link (watch, youtu.be, shorts, embed, live), or null for another link. */
export function youtubeVideoId(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const match = /^\/(shorts|embed|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = match?.[2] ?? null;
    }
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The address a citation opens: the video at its second. */
export function videoUrlAt(videoId: string, seconds: number): string {
  return `https://www.youtube.com/watch?v=${videoId}&t=${Math.max(0, Math.floor(seconds))}s`;
}

/** One caption line with its start. */
export type Cue = { start: number; text: string };
export type VideoCaptions = {
  title: string;
  author: string | null;
  publishedAt: string | null;
  /** The track's language, or null when the video has no captions at all. */
  language: string | null;
  /** Auto-generated (speech recognition) rather than written captions. */
  generated: boolean;
  cues: Cue[];
};

type Track = { baseUrl: string; languageCode: string; kind?: string };

const MAX_PAGE_BYTES = 8 * 1024 * 1024;
const MAX_CAPTION_BYTES = 4 * 1024 * 1024;

/** The JSON object assigned to `name` in a page's script (balanced braces, strings respected). */
export function embeddedJson(html: string, name: string): unknown {
  const at = html.indexOf(name);
  if (at < 0) return null;
  const start = html.indexOf("{", at);
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < html.length; i++) {
    const c = html[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) {
      try {
        return JSON.parse(html.slice(start, i + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The learner's language first (exact, then its primary subtag), written captions before generated, else the first. */
export function pickTrack(tracks: Track[], language: string): Track | null {
  if (tracks.length === 0) return null;
  const want = language.toLowerCase();
  const primary = want.split("-")[0]!;
  const score = (t: Track) => {
    const code = t.languageCode.toLowerCase();
    const lang = code === want ? 4 : code.split("-")[0] === primary ? 2 : 0;
    return lang + (t.kind === "asr" ? 0 : 1);
  };
  return [...tracks].sort((a, b) => score(b) - score(a))[0]!;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  textNodeName: "#text",
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === "text" || name === "p" || name === "s",
});

/** Plain text of a caption line: markup removed (it is data, shown as text), spaces tidied. */
function plain(value: unknown): string {
  const flat = (v: unknown): string => {
    if (v === null || v === undefined) return "";
    if (typeof v === "string" || typeof v === "number") return String(v);
    if (Array.isArray(v)) return v.map(flat).join("");
    if (typeof v === "object") {
      const o = v as Record<string, unknown>;
      return [o["#text"], o.s].map(flat).join("");
    }
    return "";
  };
  return (
    flat(value)
      .replace(/<[^>]*>?/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Parses a timedtext answer: the classic `<transcript><text start dur>` or format 3 `<timedtext><body><p t d>`. */
export function parseCaptions(body: string): Cue[] {
  // Entity declarations could expand without end: a captions file has no business with them.
  if (/<!DOCTYPE|<!ENTITY/i.test(body))
    throw new FetchRefused("type", "The captions track is not a captions file.");
  let doc: Record<string, unknown>;
  try {
    doc = xml.parse(body) as Record<string, unknown>;
  } catch {
    throw new FetchRefused("type", "The captions track is damaged and cannot be read.");
  }
  const cues: Cue[] = [];
  const transcript = doc.transcript as { text?: Record<string, unknown>[] } | undefined;
  for (const line of transcript?.text ?? []) {
    const text = plain(line);
    const start = Number(line.start);
    if (text && Number.isFinite(start)) cues.push({ start, text });
  }
  const timed = doc.timedtext as { body?: { p?: Record<string, unknown>[] } } | undefined;
  for (const line of timed?.body?.p ?? []) {
    const text = plain(line);
    const start = Number(line.t) / 1000;
    if (text && Number.isFinite(start)) cues.push({ start, text });
  }
  return cues.sort((a, b) => a.start - b.start);
}

type PlayerResponse = {
  playabilityStatus?: { status?: string; reason?: string };
  videoDetails?: { title?: string; author?: string };
  microformat?: { playerMicroformatRenderer?: { publishDate?: string; uploadDate?: string } };
  captions?: { playerCaptionsTracklistRenderer?: { captionTracks?: Track[] } };
};

/**
 * Reads a video's captions: its watch page (title, channel, date, caption tracks), then the chosen
 * track. A video without captions answers `language: null` and no cues: a clear state, not an error.
 */
export async function readVideoCaptions(
  fetcher: GuardedFetcher,
  options: { baseUrl: string; videoId: string; language: string; signal?: AbortSignal },
): Promise<VideoCaptions> {
  const base = options.baseUrl.replace(/\/+$/, "");
  const page = await fetcher.fetch({
    url: `${base}/watch?v=${options.videoId}&hl=en`,
    accept: ["text/html"],
    maxBytes: MAX_PAGE_BYTES,
    headers: { "accept-language": `${options.language},en;q=0.5`, cookie: "CONSENT=YES+1" },
    signal: options.signal,
  });
  const player = embeddedJson(page.body.toString("utf8"), "ytInitialPlayerResponse") as PlayerResponse | null;
  if (!player?.videoDetails)
    throw new FetchRefused(
      "type",
      player?.playabilityStatus?.reason
        ? `YouTube says: ${player.playabilityStatus.reason}`
        : "This video's page could not be read (it may be private or removed).",
    );
  const details = player.videoDetails;
  const micro = player.microformat?.playerMicroformatRenderer;
  const tracks = (player.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? []).filter(
    (t) => typeof t.baseUrl === "string" && typeof t.languageCode === "string",
  );
  const info = {
    title: plain(details.title ?? "") || "Video",
    author: plain(details.author ?? "") || null,
    publishedAt: micro?.publishDate ?? micro?.uploadDate ?? null,
  };
  const track = pickTrack(tracks, options.language);
  if (!track) return { ...info, language: null, generated: false, cues: [] };
  // The track's address is YouTube's: its path and query are asked of the configured base, never another host.
  const named = new URL(track.baseUrl, `${base}/`);
  const captions = await fetcher.fetch({
    url: `${base}${named.pathname}${named.search}`,
    accept: ["text/xml", "application/xml", "text/plain"],
    maxBytes: MAX_CAPTION_BYTES,
    signal: options.signal,
  });
  return {
    ...info,
    language: track.languageCode,
    generated: track.kind === "asr",
    cues: parseCaptions(captions.body.toString("utf8")),
  };
}
