import type { Passage, PassageDetail, Source } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, makePro, type TestUser, useTestApp } from "../../../test/factories.ts";
import { startFakeWeb } from "../../../test/fakes/fake-web.ts";
import { ARTICLE_PARAGRAPHS, DOC_CODE } from "../../../test/web-pages.ts";
import { users } from "../../db/schema/index.ts";
import { NO_CAPTIONS } from "./link-extraction.ts";
import { NO_MAIN_TEXT } from "./web-page.ts";

const web = await startFakeWeb();
const fx = useTestApp({
  FETCH_ALLOW_PRIVATE: "127.0.0.1",
  YOUTUBE_BASE_URL: web.url,
  FETCH_MAX_PAGE_BYTES: "1000000",
  FETCH_TIMEOUT_MS: "1500",
  FETCH_IDLE_TIMEOUT_MS: "1000",
});
afterAll(() => web.close());

async function settled(user: TestUser, id: string): Promise<Source> {
  for (let i = 0; i < 400; i++) {
    const source = (await fx.call(user, "GET", `/api/sources/${id}`)).json() as Source;
    if (source.state !== "queued" && source.state !== "processing") return source;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("reading the link did not end");
}

async function addLink(user: TestUser, url: string, title?: string): Promise<Source> {
  const response = await fx.call(user, "POST", "/api/sources/link", { url, ...(title ? { title } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return settled(user, response.json().id);
}

const passagesOf = async (user: TestUser, id: string) =>
  ((await fx.call(user, "GET", `/api/sources/${id}/passages`)).json() as { passages: Passage[] }).passages;

describe("web pages and videos as sources", () => {
  it("an article: Readability keeps the main text (no navigation, ads or footer) with its headings, byline and date; citations open at the heading", async () => {
    const user = await createUser(fx.t);
    const source = await addLink(user, `${web.url}/article`);
    expect(source).toMatchObject({
      kind: "web",
      state: "ready",
      title: "Which Node.js version should you run?",
      error: null,
    });
    expect(source.link).toMatchObject({
      url: `${web.url}/article`,
      author: "Ada Lovelace",
      siteName: "The Daily Example",
      publishedAt: "2025-03-04T09:00:00Z",
      version: 1,
      language: "en",
    });
    const passages = await passagesOf(user, source.id);
    const text = passages.map((p) => p.text).join("\n");
    expect(text).toContain(ARTICLE_PARAGRAPHS.intro);
    expect(text).toContain(ARTICLE_PARAGRAPHS.history);
    for (const noise of [
      "ADVERTISEMENT",
      "Related stories",
      "All rights reserved",
      "Subscribe for",
      "should never run",
    ])
      expect(text).not.toContain(noise);
    const history = passages.find((p) => p.text.includes(ARTICLE_PARAGRAPHS.history))!;
    expect(history.headingPath).toEqual(["A short history"]);
    expect(history.url).toBe(`${web.url}/article#history`);
    // Searching finds it, and the hit carries where it opens.
    const hits = (await fx.call(user, "GET", "/api/sources/search?q=event%20loop%20V8")).json() as Passage[];
    expect(hits[0]).toMatchObject({ id: history.id, url: `${web.url}/article#history` });
  });

  it("a documentation page keeps its code block's lines; a page with no main text is a clear failure", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const docs = await addLink(user, `${web.url}/docs/http`, "Node http docs");
    expect(docs).toMatchObject({ state: "ready", title: "Node http docs" });
    const passages = await passagesOf(user, docs.id);
    expect(passages.some((p) => p.text.includes(DOC_CODE))).toBe(true);
    expect(passages.map((p) => p.text).join(" ")).not.toMatch(/\bfs\b.*\bnet\b.*\bpath\b/);
    const creating = passages.find((p) => p.headingPath.includes("Creating a server"))!;
    expect(creating.url).toBe(`${web.url}/docs/http#creating-a-server`);
    const empty = await addLink(user, `${web.url}/empty`);
    expect(empty).toMatchObject({ state: "failed", error: NO_MAIN_TEXT, passageCount: 0 });
  });

  it("a PDF at a link is read as an upload is, its citations opening the PDF at the page", async () => {
    const user = await createUser(fx.t);
    const source = await addLink(user, `${web.url}/paper.pdf`);
    expect(source).toMatchObject({ kind: "pdf", state: "ready", pagesTotal: 2, title: "paper" });
    const passages = await passagesOf(user, source.id);
    expect(passages[1]).toMatchObject({ page: 2, url: `${web.url}/paper.pdf#page=2` });
    const file = await fx.t.app.inject({
      method: "GET",
      url: `/api/sources/${source.id}/file`,
      headers: user.auth,
    });
    expect(file.headers["content-type"]).toBe("application/pdf");
  });

  it("hostile pages end in a clear state while the server answers as usual", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const cases: [string, RegExp][] = [
      ["/big", /larger than 977 KB/],
      ["/drip", /longer than 1.5 s/],
      ["/loop", /redirects more than 5 times/],
      ["/image", /an image \(image\/png\), not a web page/],
    ];
    const added = await Promise.all(
      cases.map(([path]) => fx.call(user, "POST", "/api/sources/link", { url: `${web.url}${path}` })),
    );
    // While they are read, the server answers.
    expect((await fx.t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    for (const [i, [, reason]] of cases.entries()) {
      const source = await settled(user, added[i]!.json().id);
      expect(source.state).toBe("failed");
      expect(source.error).toMatch(reason);
    }
  });

  it("refuses addresses the fetcher will not reach with a 400 naming why, before storing anything", async () => {
    const user = await createUser(fx.t);
    const refused: [string, RegExp][] = [
      ["http://169.254.169.254/latest/meta-data/", /cloud metadata/],
      ["http://10.0.0.7/wiki", /private network/],
      [`http://[::1]:${web.port}/article`, /loopback/],
      ["http://0x7f000002/", /loopback.*another form/],
      ["file:///etc/passwd", /not file:/],
      ["ftp://example.com/x", /not ftp:/],
      ["not a link", /not a web address/],
    ];
    for (const [url, words] of refused) {
      const response = await fx.call(user, "POST", "/api/sources/link", { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(words);
    }
    expect((await fx.call(user, "GET", "/api/sources")).json()).toEqual([]);
  });

  it("a video: the captions in the learner's language (else any) with timestamps; citations open the video at the second", async () => {
    const user = await createUser(fx.t);
    const video = await addLink(user, "https://youtu.be/lessonvideo");
    expect(video).toMatchObject({ kind: "video", state: "ready", title: "Photosynthesis explained" });
    expect(video.link).toMatchObject({
      author: "Science Channel",
      siteName: "YouTube",
      language: "en",
      publishedAt: "2024-05-01",
    });
    const passages = await passagesOf(user, video.id);
    const calvin = passages.find((p) => p.text.includes("Calvin cycle"))!;
    expect(calvin).toMatchObject({
      startSeconds: 65,
      url: "https://www.youtube.com/watch?v=lessonvideo&t=65s",
    });
    expect(passages[0]!.startSeconds).toBe(0);

    const spanish = await createUser(fx.t);
    await fx.t.handle.db.update(users).set({ learningLanguage: "es-ES" }).where(eq(users.id, spanish.id));
    const es = await addLink(spanish, "https://www.youtube.com/watch?v=lessonvideo");
    expect(es.link?.language).toBe("es");
    expect((await passagesOf(spanish, es.id))[0]!.text).toContain("Bienvenidos");
  });

  it("a video without captions is a clear 'empty' state; hostile caption markup is read as plain text", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const silent = await addLink(user, "https://www.youtube.com/watch?v=nocaptions1");
    expect(silent).toMatchObject({ state: "empty", error: NO_CAPTIONS, passageCount: 0 });
    const hostile = await addLink(user, "https://www.youtube.com/shorts/hostilecaps");
    expect(hostile.state).toBe("ready");
    expect(hostile.title).toBe("Hostile captions");
    const text = (await passagesOf(user, hostile.id)).map((p) => p.text).join(" ");
    expect(text).toContain("Cells divide by mitosis.");
    expect(text).toContain("Chromosomes line up in metaphase.");
    expect(text).not.toMatch(/<|onerror|script/);
  });

  it("Refresh re-fetches, keeps the old version's passages for old citations; another learner's source is 404", async () => {
    const user = await createUser(fx.t);
    web.state.lts = 22;
    const source = await addLink(user, `${web.url}/article`);
    const old = (await passagesOf(user, source.id)).find((p) => p.text.includes("Node.js 22"))!;
    web.state.lts = 24;
    const refresh = await fx.call(user, "POST", `/api/sources/${source.id}/refresh`);
    expect(refresh.statusCode, refresh.body).toBe(202);
    const after = await settled(user, source.id);
    expect(after).toMatchObject({ state: "ready", link: { version: 2 } });
    const now = await passagesOf(user, source.id);
    expect(now.map((p) => p.text).join(" ")).toContain("Node.js 24 is the current");
    expect(now.some((p) => p.id === old.id)).toBe(false);
    const kept = (
      await fx.call(user, "GET", `/api/sources/${source.id}/passages/${old.id}`)
    ).json() as PassageDetail;
    expect(kept).toMatchObject({ current: false, version: 1, url: `${web.url}/article#which-version` });
    expect(kept.text).toContain("Node.js 22 is the current");
    // Searches see the current version only.
    const hits = (
      await fx.call(user, "GET", "/api/sources/search?q=Node.js%2022%20current")
    ).json() as Passage[];
    expect(hits.some((h) => h.id === old.id)).toBe(false);

    const other = await createUser(fx.t);
    expect((await fx.call(other, "POST", `/api/sources/${source.id}/refresh`)).statusCode).toBe(404);
    expect((await fx.call(other, "GET", `/api/sources/${source.id}/passages/${old.id}`)).statusCode).toBe(
      404,
    );
    const pasted = await fx.call(user, "POST", "/api/sources/text", { title: "Notes", text: "Some words." });
    expect((await fx.call(user, "POST", `/api/sources/${pasted.json().id}/refresh`)).statusCode).toBe(409);
  });
});
