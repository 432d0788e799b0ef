import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage } from "./support/accounts.ts";

const CHAPTERS = [
  "Photosynthesis happens in the chloroplasts of plant cells. Light energy splits water and releases oxygen.",
  "Mitochondria are the powerhouse of the cell. Cellular respiration in the mitochondria makes ATP from glucose.",
  "The Krebs cycle, also called the citric acid cycle, oxidises acetyl groups and feeds electrons onwards.",
];

/** A PDF with the chapters' texts on pages 1-3, then filler pages, so the upload takes a moment. */
async function makeBiologyPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage([595, 842]);
    const text = CHAPTERS[i] ?? `Revision page ${i + 1}: go over the chapters again and write a summary.`;
    // Two lines, broken at a space.
    const cut = text.length > 90 ? text.lastIndexOf(" ", 90) : text.length;
    page.drawText(text.slice(0, cut), { x: 40, y: 780, size: 11, font });
    page.drawText(text.slice(cut + 1), { x: 40, y: 764, size: 11, font });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

describe.skipIf(!hasBrowser)("sources", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a learner uploads a PDF with progress, sees it read, finds a passage and opens it highlighted", async () => {
    const token = await createReadyLearner("Rosalind");
    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    await page.goto("/home");
    await page.getByRole("link", { name: "Sources" }).first().click();
    await page.getByRole("heading", { name: "Sources", level: 1 }).waitFor();
    await page.getByText("No sources yet").waitFor();

    // A slow connection, so the byte progress is seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: 5_000_000,
      uploadThroughput: 40_000,
    });
    const pdf = await makeBiologyPdf(60);
    await page
      .getByTestId("source-file-input")
      .setInputFiles({ name: "Cell biology.pdf", mimeType: "application/pdf", buffer: pdf });
    const bar = page.getByRole("progressbar", { name: /^Uploading: / });
    await bar.waitFor();
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await screenshot(page, "sources-uploading-desktop-dark");
    await bar.waitFor({ state: "detached", timeout: 60_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const item = page.getByTestId("source-item").filter({ hasText: "Cell biology" });
    await item.getByText(/^Ready · \d+ passages?$/).waitFor({ timeout: 30_000 });
    const sources = (await apiAs(token, "/sources")).body as { pagesTotal: number; state: string }[];
    expect(sources[0]).toMatchObject({ state: "ready", pagesTotal: 60 });

    // Search finds the mitochondria page; the viewer opens there with the passage highlighted.
    await page.getByRole("searchbox", { name: "Search your sources" }).fill("what makes ATP");
    await page.getByRole("link", { name: /Page 2/ }).click();
    const highlighted = page.getByTestId("highlighted-passage");
    await highlighted.waitFor();
    expect(await highlighted.textContent()).toContain("Mitochondria are the powerhouse of the cell");
    expect(await highlighted.textContent()).toContain("Page 2");
    await screenshot(page, "sources-viewer-desktop-dark");

    // /chat answers from the PDF with a numbered citation that opens the viewer at the passage.
    await page.goto("/chat");
    const box = page.getByPlaceholder("Ask a question...");
    await box.fill("What makes ATP in the mitochondria?");
    await box.press("Enter");
    const citation = page.getByRole("link", { name: "Cell biology, Page 2" });
    await citation.waitFor({ timeout: 30_000 });
    await screenshot(page, "sources-chat-citation-desktop-dark");
    await citation.click();
    await page
      .getByTestId("highlighted-passage")
      .getByText(/Mitochondria are the powerhouse/)
      .waitFor();

    // Pasted text is a source too; deleting it removes it from the library.
    await page.getByRole("link", { name: "All sources" }).click();
    await page.getByRole("button", { name: "Paste text" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Lab safety");
    await page
      .getByLabel("Text", { exact: true })
      .fill("# Goggles\n\nWear goggles whenever you heat a liquid.");
    await page.getByRole("button", { name: "Add text" }).click();
    const pasted = page.getByTestId("source-item").filter({ hasText: "Lab safety" });
    await pasted.getByText("Ready · 1 passage").waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Delete Lab safety" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await pasted.waitFor({ state: "detached" });
    const [kept] = (await apiAs(token, "/sources")).body as { id: string }[];
    expect(kept).toBeDefined();

    // A deleted source: the chat keeps its answer, and the citation says the source is gone.
    expect((await apiAs(token, `/sources/${kept!.id}`, { method: "DELETE" })).status).toBe(204);
    await page.goto("/chat");
    await page.getByRole("link", { name: "Cell biology, Page 2" }).click();
    await page.getByText("Source deleted: this source is no longer in your library.").waitFor();
    await context.close();
  }, 180_000);

  it("looks right at 1280 and 390 px, dark and light: the library and the viewer", async () => {
    const token = await createReadyLearner("Barbara");
    const made = await apiAs(token, "/sources/text", {
      method: "POST",
      body: {
        title: "Genetics notes",
        text: "# Genes\n\nA gene is a stretch of DNA that codes for a protein.\n\n## Alleles\n\nAlleles are versions of a gene; a dominant allele shows in the phenotype.",
      },
    });
    expect(made.status).toBe(201);
    const id = (made.body as { id: string }).id;
    let passages: { id: string }[] = [];
    await expect
      .poll(
        async () => {
          const source = (await apiAs(token, `/sources/${id}`)).body as { state: string };
          if (source.state === "ready")
            passages = (
              (await apiAs(token, `/sources/${id}/passages`)).body as { passages: { id: string }[] }
            ).passages;
          return source.state;
        },
        { timeout: 20_000 },
      )
      .toBe("ready");
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      await page.goto("/sources");
      await page.getByTestId("source-item").first().waitFor();
      await screenshot(page, `sources-library-${viewport}-${theme}`);
      await page.goto(`/sources/${id}?passage=${passages[1]!.id}`);
      await page.getByTestId("highlighted-passage").waitFor();
      await screenshot(page, `sources-viewer-${viewport}-${theme}`);
      await context.close();
    }
  }, 120_000);
});
