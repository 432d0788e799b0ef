import http from "node:http";
import type { AddressInfo } from "node:net";
import { makePdf } from "../source-files.ts";
import { articlePage, docsPage, emptyPage, longArticlePage } from "../web-pages.ts";

/**
 * A local stand-in for the open web (issue 41): web pages, a PDF, hostile answers (over the size
 * limit, a slow drip, a redirect loop, an image), YouTube's watch pages and caption tracks, and a
 * SearXNG-shaped search API. Tests point the server at it with FETCH_ALLOW_PRIVATE=127.0.0.1,
 * YOUTUBE_BASE_URL and SEARCH_BASE_URL. No internet is needed or used.
 */
export type FakeWeb = {
  url: string;
  port: number;
  /** The LTS version the /article page names (a Refresh sees a change). */
  state: { lts: number; searches: string[]; paths: string[] };
  close(): Promise<void>;
};

type Video = {
  title: string;
  author: string;
  tracks: { lang: string; kind?: string; cues: [number, string][] }[];
};

export const VIDEOS: Record<string, Video> = {
  // Spanish written captions and English generated ones: a Spanish learner gets the Spanish track.
  lessonvideo: {
    title: "Photosynthesis explained",
    author: "Science Channel",
    tracks: [
      {
        lang: "en",
        kind: "asr",
        cues: [
          [0.5, "Welcome to this lesson on photosynthesis."],
          [4, "Plants capture light energy in their chloroplasts."],
          [65.2, "The Calvin cycle fixes carbon dioxide into sugar."],
          [70, "It runs in the stroma and needs ATP and NADPH."],
          [130, "Finally, oxygen is released as a by-product of splitting water."],
        ],
      },
      {
        lang: "es",
        cues: [
          [0.5, "Bienvenidos a esta lección sobre la fotosíntesis."],
          [66, "El ciclo de Calvin fija el dióxido de carbono."],
        ],
      },
    ],
  },
  nocaptions1: { title: "Silent timelapse of clouds", author: "Sky Films", tracks: [] },
  hostilecaps: {
    title: "Hostile <b>captions</b>",
    author: "Prankster",
    tracks: [
      {
        lang: "en",
        cues: [
          [1, '<script>alert("x")</script>Cells divide by mitosis.'],
          [5, '<img src=x onerror="alert(1)"> <font color="red">Chromosomes</font> line up in metaphase.'],
        ],
      },
    ],
  },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function watchPage(id: string, base: string): string | null {
  const video = VIDEOS[id];
  if (!video) return null;
  const player = {
    playabilityStatus: { status: "OK" },
    videoDetails: { videoId: id, title: video.title, author: video.author },
    microformat: { playerMicroformatRenderer: { publishDate: "2024-05-01" } },
    captions: {
      playerCaptionsTracklistRenderer: {
        captionTracks: video.tracks.map((t) => ({
          // As YouTube names them: an absolute address on its own host.
          baseUrl: `https://www.youtube.com/api/timedtext?v=${id}&lang=${t.lang}${t.kind ? `&kind=${t.kind}` : ""}`,
          languageCode: t.lang,
          ...(t.kind ? { kind: t.kind } : {}),
          name: { simpleText: t.lang },
        })),
      },
    },
  };
  return `<!doctype html><html><head><title>${video.title}</title></head><body><script>var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = {"base":"${base}"};</script></body></html>`;
}

function captions(id: string, lang: string): string | null {
  const track = VIDEOS[id]?.tracks.find((t) => t.lang === lang);
  if (!track) return null;
  const lines = track.cues.map(([start, text]) => `<text start="${start}" dur="3">${escapeXml(text)}</text>`);
  return `<?xml version="1.0" encoding="utf-8" ?><transcript>${lines.join("")}</transcript>`;
}

export async function startFakeWeb(): Promise<FakeWeb> {
  const state = { lts: 22, searches: [] as string[], paths: [] as string[] };
  const pdf = Buffer.from(
    await makePdf(["Ribosomes build proteins from amino acids.", "The Golgi apparatus packages proteins."]),
  );
  const big = longArticlePage(1_200_000);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    state.paths.push(url.pathname);
    const html = (body: string) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(body);
    };
    switch (url.pathname) {
      case "/article":
        return html(articlePage({ lts: state.lts }));
      case "/news/node-lts":
        return html(
          articlePage({ lts: 24 }).replace(
            "Which Node.js version should you run?",
            "Node.js 24 becomes the LTS line",
          ),
        );
      case "/docs/http":
        return html(docsPage());
      case "/empty":
        return html(emptyPage());
      case "/big":
        return html(big);
      case "/paper.pdf":
        response.setHeader("content-type", "application/pdf");
        return response.end(pdf);
      case "/image":
        response.setHeader("content-type", "image/png");
        return response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      case "/loop":
        response.statusCode = 302;
        response.setHeader("location", "/loop");
        return response.end();
      case "/drip": {
        response.setHeader("content-type", "text/html");
        const timer = setInterval(() => response.write("<p>"), 100);
        response.on("close", () => clearInterval(timer));
        return;
      }
      case "/robots.txt":
        response.setHeader("content-type", "text/plain");
        return response.end("User-agent: BrainyBot\nDisallow: /blocked\n");
      case "/watch": {
        const page = watchPage(url.searchParams.get("v") ?? "", `http://${request.headers.host}`);
        if (!page) break;
        return html(page);
      }
      case "/api/timedtext": {
        const body = captions(url.searchParams.get("v") ?? "", url.searchParams.get("lang") ?? "");
        if (!body) break;
        response.setHeader("content-type", "text/xml; charset=utf-8");
        return response.end(body);
      }
      case "/search": {
        // SearXNG's JSON answer.
        const q = url.searchParams.get("q") ?? "";
        state.searches.push(q);
        const origin = `http://${request.headers.host}`;
        response.setHeader("content-type", "application/json");
        return response.end(
          JSON.stringify({
            query: q,
            results: [
              {
                url: `${origin}/news/node-lts`,
                title: "Node.js 24 becomes the LTS line",
                content: "Node.js 24 is now the <b>current</b> LTS release.",
              },
              { url: `${origin}/blocked/page`, title: "A page robots.txt keeps out", content: "Disallowed." },
              { url: "file:///etc/passwd", title: "Not a web page", content: "" },
            ],
          }),
        );
      }
    }
    response.statusCode = 404;
    response.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    state,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
