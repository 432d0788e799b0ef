import { spawnSync } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Source } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, type TestUser, useTestApp } from "../../../test/factories.ts";
import {
  declareHugeSizes,
  makeDocx,
  makeEncryptedPdf,
  makeEpub,
  makeImageOnlyPdf,
  makePdf,
  makeScannedPdf,
} from "../../../test/source-files.ts";
import { resumeLessonWork } from "../../app-jobs.ts";
import { sources } from "../../db/schema/index.ts";

const fx = useTestApp();
const ocrInstalled = ["tesseract", "pdftoppm"].every(
  (tool) => spawnSync(tool, [tool === "tesseract" ? "--version" : "-v"]).status === 0,
);

const PAGES = [
  "Photosynthesis happens in the chloroplasts of plant cells. Light energy splits water and releases oxygen.",
  "Mitochondria are the powerhouse of the cell. Cellular respiration in the mitochondria makes ATP from glucose.",
  "The Krebs cycle, also called the citric acid cycle, oxidises acetyl groups and feeds electrons to the transport chain.",
];

function upload(user: TestUser, name: string, bytes: Uint8Array | Buffer) {
  return fx.t.app.inject({
    method: "POST",
    url: `/api/sources/upload?name=${encodeURIComponent(name)}`,
    headers: { ...user.auth, "content-type": "application/octet-stream" },
    payload: Buffer.from(bytes),
  });
}

/** Waits for the source's extraction (run in this process) to end. */
async function settled(user: TestUser, id: string): Promise<Source> {
  for (let i = 0; i < 300; i++) {
    const source = (await fx.call(user, "GET", `/api/sources/${id}`)).json() as Source;
    if (source.state === "ready" || source.state === "failed") return source;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("extraction did not end");
}

async function uploaded(user: TestUser, name: string, bytes: Uint8Array): Promise<Source> {
  const response = await upload(user, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return settled(user, response.json().id);
}

async function privateFiles(): Promise<string[]> {
  const dir = path.join(fx.t.config.dataDir, "media");
  return (await readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith("private-"));
}

describe("sources: upload, extraction, passages and search", () => {
  it("reads a PDF page by page, finds the right page first, and serves the file to its owner only", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const pdf = await makePdf(PAGES);
    const response = await upload(user, "Biology notes.pdf", pdf);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ title: "Biology notes", kind: "pdf", state: "queued" });
    const source = await settled(user, response.json().id);
    expect(source).toMatchObject({ state: "ready", pagesDone: 3, pagesTotal: 3, error: null });
    expect(source.passageCount).toBe(3);
    // No embedding provider: no indexing state, and Retry says search by meaning is not set up.
    expect(source.embeddings ?? null).toBeNull();
    const retry = await fx.call(user, "POST", `/api/sources/${source.id}/embeddings/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toMatch(/not set up on this server/);

    const passages = (await fx.call(user, "GET", `/api/sources/${source.id}/passages`)).json();
    expect(passages.total).toBe(3);
    expect(passages.passages.map((p: { page: number }) => p.page)).toEqual([1, 2, 3]);
    expect(passages.passages[1].text).toContain("Mitochondria are the powerhouse of the cell");

    const hits = (
      await fx.call(user, "GET", "/api/sources/search?q=What%20makes%20ATP%20in%20the%20mitochondria%3F")
    ).json();
    expect(hits[0]).toMatchObject({ sourceId: source.id, page: 2, sourceTitle: "Biology notes" });
    const krebs = (await fx.call(user, "GET", "/api/sources/search?q=citric%20acid")).json();
    expect(krebs[0].page).toBe(3);
    expect((await fx.call(user, "GET", "/api/sources/search?q=quantum%20chromodynamics")).json()).toEqual([]);

    const file = await fx.call(user, "GET", `/api/sources/${source.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain("Biology%20notes.pdf");
    expect(Buffer.compare(file.rawPayload, Buffer.from(pdf))).toBe(0);
    // The stored file is never served by the public media route.
    const [key] = await privateFiles();
    expect(key).toMatch(/^private-.+\.pdf$/);
    expect((await fx.t.app.inject({ method: "GET", url: `/media/${key}` })).statusCode).toBe(404);
    expect((await fx.t.app.inject({ method: "GET", url: `/api/sources/${source.id}/file` })).statusCode).toBe(
      401,
    );

    // Another learner sees none of it.
    const other = await createUser(fx.t);
    for (const url of [
      `/api/sources/${source.id}`,
      `/api/sources/${source.id}/passages`,
      `/api/sources/${source.id}/file`,
    ]) {
      const answer = await fx.call(other, "GET", url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error).toBe("NOT_FOUND");
    }
    expect((await fx.call(other, "DELETE", `/api/sources/${source.id}`)).statusCode).toBe(404);
    expect((await fx.call(other, "GET", "/api/sources")).json()).toEqual([]);
    expect((await fx.call(other, "GET", "/api/sources/search?q=mitochondria")).json()).toEqual([]);

    // Deleting removes the passages and the file.
    expect((await fx.call(user, "DELETE", `/api/sources/${source.id}`)).statusCode).toBe(204);
    expect((await fx.call(user, "GET", `/api/sources/${source.id}`)).statusCode).toBe(404);
    expect((await fx.call(user, "GET", "/api/sources/search?q=mitochondria")).json()).toEqual([]);
    expect(await privateFiles()).toEqual([]);
  });

  it("reads a DOCX and an EPUB by their headings, and Markdown pasted as text", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const docx = await uploaded(
      user,
      "manual.docx",
      await makeDocx([
        ["Installing the pump", ["Bolt the pump to a level concrete base before connecting any pipes."]],
        ["Priming", ["Fill the casing with water through the priming plug until it overflows."]],
      ]),
    );
    expect(docx).toMatchObject({ kind: "docx", state: "ready" });
    const docxPassages = (await fx.call(user, "GET", `/api/sources/${docx.id}/passages`)).json().passages;
    expect(docxPassages.map((p: { headingPath: string[] }) => p.headingPath)).toEqual([
      ["Installing the pump"],
      ["Priming"],
    ]);
    expect(docxPassages[1].page).toBeNull();

    const epub = await uploaded(
      user,
      "book.epub",
      makeEpub([
        ["The Voyage Out", "The ship left Falmouth at dawn under a grey sky."],
        ["Landfall", "After forty days the sailors saw the green hills of the island."],
      ]),
    );
    expect(epub).toMatchObject({ kind: "epub", state: "ready", pagesTotal: 2 });
    const hits = (await fx.call(user, "GET", "/api/sources/search?q=green%20hills%20island")).json();
    expect(hits[0]).toMatchObject({ sourceId: epub.id, headingPath: ["Landfall"] });

    const pasted = await fx.call(user, "POST", "/api/sources/text", {
      title: "Spanish verbs",
      text: "# Ser\n\nSer is used for identity and origin.\n\n## Estar\n\nEstar is used for states and location.",
    });
    expect(pasted.statusCode, pasted.body).toBe(201);
    const ready = await settled(user, pasted.json().id);
    expect(ready).toMatchObject({ kind: "markdown", state: "ready" });
    const passages = (await fx.call(user, "GET", `/api/sources/${ready.id}/passages`)).json().passages;
    expect(passages.map((p: { headingPath: string[] }) => p.headingPath)).toEqual([
      ["Ser"],
      ["Ser", "Estar"],
    ]);
  });

  it("answers a clear state or 4xx for hostile and broken files", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const renamed = await upload(user, "thesis.pdf", png);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toMatch(
      /an image \(PNG\).*Upload a PDF, DOCX, EPUB, Markdown or plain text file/,
    );

    const empty = await upload(user, "empty.pdf", new Uint8Array());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("This file is empty.");

    const encrypted = await uploaded(user, "locked.pdf", await makeEncryptedPdf());
    expect(encrypted).toMatchObject({
      state: "failed",
      error: expect.stringMatching(/protected with a password/),
    });

    const whole = await makePdf(PAGES);
    const truncated = await uploaded(user, "cut.pdf", whole.subarray(0, Math.floor(whole.length / 2)));
    if (truncated.state === "failed") expect(truncated.error).toMatch(/damaged or incomplete/);
    else expect(truncated.passageCount).toBeGreaterThan(0);

    const scanned = await uploaded(user, "scan.pdf", await makeScannedPdf());
    expect(scanned).toMatchObject({ state: "failed", error: "This file has no selectable text" });

    const bomb = await uploaded(
      user,
      "bomb.docx",
      declareHugeSizes(await makeDocx([["Title", ["Some text."]]])),
    );
    expect(bomb).toMatchObject({
      state: "failed",
      error: expect.stringMatching(/expands to more than 200 MB/),
    });

    const chapters = Array.from({ length: 10_000 }, (_, i): [string, string] => [`Chapter ${i}`, "Text."]);
    const huge = await uploaded(user, "long.epub", makeEpub(chapters));
    expect(huge).toMatchObject({ state: "failed", error: expect.stringMatching(/10,000 chapters/) });

    const withNul = await uploaded(
      user,
      "notes.txt",
      Buffer.from("Enzymes\u0000 speed up reactions.\n\nThey are proteins."),
    );
    expect(withNul.state).toBe("ready");
    const passages = (await fx.call(user, "GET", `/api/sources/${withNul.id}/passages`)).json().passages;
    expect(passages[0].text).toBe("Enzymes speed up reactions.\n\nThey are proteins.");

    const surrogate = await fx.t.app.inject({
      method: "POST",
      url: "/api/sources/text",
      headers: { ...user.auth, "content-type": "application/json" },
      payload: '{"title":"Bad","text":"half \\ud800 a pair"}',
    });
    expect(surrogate.statusCode).toBe(400);
    // The server still answers.
    expect((await fx.call(user, "GET", "/api/sources")).statusCode).toBe(200);
  }, 60_000);

  it.skipIf(!ocrInstalled)(
    "reads a scanned PDF (no text layer) by OCR when tesseract is installed",
    async () => {
      const user = await createUser(fx.t);
      const scanned = await uploaded(
        user,
        "scan.pdf",
        await makeImageOnlyPdf("Osmosis moves water across membranes"),
      );
      expect(scanned).toMatchObject({ state: "ready", pagesTotal: 1 });
      const [passage] = (await fx.call(user, "GET", `/api/sources/${scanned.id}/passages`)).json().passages;
      expect(passage.page).toBe(1);
      expect(passage.text).toMatch(/Osmosis moves water/i);
    },
    60_000,
  );

  it("holds Free to 3 sources of 20 MB, refusing before anything is stored", async () => {
    const user = await createUser(fx.t);
    const before = await privateFiles();
    const big = await upload(user, "big.txt", Buffer.alloc(21 * 1024 * 1024, 97));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      error: "PAYLOAD_TOO_LARGE",
      message: "This file is 21 MB; your plan allows 20 MB per source.",
    });
    expect(await privateFiles()).toEqual(before);
    expect((await fx.call(user, "GET", "/api/sources")).json()).toEqual([]);

    // Larger than a JSON body may be (BODY_LIMIT_BYTES), within the plan: stored.
    const five = await upload(user, "five-megabytes.txt", Buffer.alloc(5 * 1024 * 1024, "word "));
    expect(five.statusCode, five.body).toBe(201);
    expect(five.json().sizeBytes).toBe(5 * 1024 * 1024);
    expect((await fx.call(user, "DELETE", `/api/sources/${five.json().id}`)).statusCode).toBe(204);

    for (const title of ["One", "Two", "Three"]) {
      const made = await fx.call(user, "POST", "/api/sources/text", { title, text: `${title} is a number.` });
      expect(made.statusCode).toBe(201);
    }
    const fourth = await fx.call(user, "POST", "/api/sources/text", { title: "Four", text: "Four." });
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json()).toMatchObject({
      error: "PRO_REQUIRED",
      message: "The Free plan keeps 3 sources. Delete one, or upgrade to Pro for 100.",
    });
    expect((await upload(user, "five.txt", Buffer.from("Five."))).statusCode).toBe(402);
  });

  it("answers /chat from the sources with numbered citations, or says the sources do not hold it", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const source = await uploaded(user, "Biology notes.pdf", await makePdf(PAGES));
    const grounded = await fx.call(user, "POST", "/api/chat", {
      message: "What makes ATP in the mitochondria?",
    });
    expect(grounded.statusCode, grounded.body).toBe(200);
    const answer = grounded.json().response as string;
    expect(answer).toContain("Mitochondria are the powerhouse of the cell");
    expect(answer).toMatch(/\[1\]/);
    const passage = (await fx.call(user, "GET", `/api/sources/${source.id}/passages`)).json().passages[1];
    expect(answer).toContain(`[1] [Biology notes, Page 2](/sources/${source.id}?passage=${passage.id})`);

    const elsewhere = await fx.call(user, "POST", "/api/chat", {
      message: "Who painted the Sistine Chapel ceiling?",
    });
    expect(elsewhere.json().response).toMatch(/^I could not find this in your sources\./);

    // Without sources the chat answers as before.
    const other = await createUser(fx.t);
    const plain = await fx.call(other, "POST", "/api/chat", { message: "What makes ATP?" });
    expect(plain.json().response).not.toContain("your sources");
  });

  it("finishes a source a killed process left processing", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const source = await uploaded(user, "notes.pdf", await makePdf(PAGES));
    // As a kill -9 mid-extraction leaves it: processing, a stale heartbeat, no passages.
    await fx.t.handle.db
      .update(sources)
      .set({ state: "processing", heartbeatAt: new Date(Date.now() - 60_000), pagesDone: 1, passageCount: 0 })
      .where(eq(sources.id, source.id));
    expect(await resumeLessonWork(fx.t.app, { everyUnfinished: false })).toBe(1);
    const resumed = await settled(user, source.id);
    expect(resumed).toMatchObject({ state: "ready", pagesDone: 3, passageCount: 3 });
    expect((await fx.call(user, "GET", `/api/sources/${source.id}/passages`)).json().total).toBe(3);
  });
});
