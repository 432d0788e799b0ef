import {
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  type PDFPage,
  type PDFRef,
  StandardFonts,
} from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage } from "./support/accounts.ts";
import { findSeriousViolations, formatViolations } from "./support/axe.ts";

/** The book's chapters and their sections, one page each (pages 1-6), then an appendix of revision pages. */
const CHAPTERS = [
  {
    title: "Cells",
    sections: [
      [
        "Cell Membranes",
        "The cell membrane is a phospholipid bilayer. It controls what enters and leaves the cell. Proteins in the membrane act as channels and pumps.",
      ],
      [
        "Organelles",
        "Organelles are specialised structures inside the cell. The nucleus stores the genetic material. Ribosomes build proteins from amino acids.",
      ],
    ],
  },
  {
    title: "Energy",
    sections: [
      [
        "Photosynthesis",
        "Photosynthesis happens in the chloroplasts of plant cells. Light energy splits water and releases oxygen.",
      ],
      [
        "Respiration",
        "Mitochondria are the powerhouse of the cell. Cellular respiration makes ATP from glucose.",
      ],
    ],
  },
  {
    title: "Genetics",
    sections: [
      [
        "DNA Replication",
        "DNA replication is semi-conservative. Each new double helix keeps one strand of the old one.",
      ],
      [
        "Mendelian Inheritance",
        "Mendel crossed pea plants to study inheritance. Dominant alleles mask recessive ones.",
      ],
    ],
  },
] as const;
const APPENDIX_PAGES = 40;

/** Draws text wrapped at about 80 characters a line. */
function drawWrapped(page: PDFPage, text: string, font: PDFFont) {
  let y = 780;
  let line = "";
  for (const word of text.split(" ")) {
    if ((line + word).length > 80) {
      page.drawText(line.trim(), { x: 40, y, size: 12, font });
      y -= 18;
      line = "";
    }
    line += `${word} `;
  }
  if (line.trim()) page.drawText(line.trim(), { x: 40, y, size: 12, font });
}

/** A book PDF made with pdf-lib, with bookmarks (an outline) of chapters and sections, as a word processor exports. */
async function makeBookPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const { context } = pdf;
  const outlinesRef = context.nextRef();
  const entries: { title: string; page: number; children: { title: string; page: number }[] }[] = [];
  for (const chapter of CHAPTERS) {
    const children = chapter.sections.map(([title, text]) => {
      const page = pdf.addPage([595, 842]);
      drawWrapped(page, `${title}. ${text}`, font);
      return { title, page: pdf.getPageCount() - 1 };
    });
    entries.push({ title: chapter.title, page: children[0]!.page, children });
  }
  const appendix = pdf.getPageCount();
  for (let i = 0; i < APPENDIX_PAGES; i++) {
    drawWrapped(
      pdf.addPage([595, 842]),
      `Revision page ${i + 1}: go over the chapters again and write a summary of each.`,
      font,
    );
  }
  entries.push({ title: "Appendix", page: appendix, children: [] });
  const pages = pdf.getPages();
  const refs = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const childRefs = entry.children.map(() => context.nextRef());
    entry.children.forEach((child, j) => {
      context.assign(
        childRefs[j]!,
        context.obj({
          Title: PDFHexString.fromText(child.title),
          Parent: refs[i]!,
          Dest: [pages[child.page]!.ref, "XYZ", null, null, null],
          ...(j > 0 ? { Prev: childRefs[j - 1]! } : {}),
          ...(j < childRefs.length - 1 ? { Next: childRefs[j + 1]! } : {}),
        }),
      );
    });
    context.assign(
      refs[i]!,
      context.obj({
        Title: PDFHexString.fromText(entry.title),
        Parent: outlinesRef,
        Dest: [pages[entry.page]!.ref, "XYZ", null, null, null],
        ...(i > 0 ? { Prev: refs[i - 1]! } : {}),
        ...(i < refs.length - 1 ? { Next: refs[i + 1]! } : {}),
        ...(childRefs.length
          ? { First: childRefs[0]!, Last: childRefs.at(-1) as PDFRef, Count: childRefs.length }
          : {}),
      }),
    );
  });
  context.assign(
    outlinesRef,
    context.obj({ Type: "Outlines", First: refs[0]!, Last: refs.at(-1) as PDFRef, Count: refs.length }),
  );
  pdf.catalog.set(PDFName.of("Outlines"), outlinesRef);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** Uploads the book on the sources page with a slow connection, so the byte progress is seen. */
async function uploadBook(page: Page): Promise<void> {
  await page.goto("/sources");
  await page.getByRole("heading", { name: "Sources", level: 1 }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 5_000_000,
    uploadThroughput: 20_000,
  });
  await page
    .getByTestId("source-file-input")
    .setInputFiles({ name: "Biology book.pdf", mimeType: "application/pdf", buffer: await makeBookPdf() });
  const bar = page.getByRole("progressbar", { name: /^Uploading: / });
  await bar.waitFor();
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await screenshot(page, "grounded-uploading-desktop-dark");
  await bar.waitFor({ state: "detached", timeout: 60_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const item = page.getByTestId("source-item").filter({ hasText: "Biology book" });
  await item.getByText(/^Ready · \d+ passages?$/).waitFor({ timeout: 30_000 });
}

describe.skipIf(!hasBrowser)("learning from my own material", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("uploads a PDF, plans a goal from it, reads a lesson with citations, opens the cited page and chats with it", async () => {
    const token = await createReadyLearner("Rosalind");
    const { page, context } = await signedInPage(browser, token, { theme: "dark" });
    await uploadBook(page);

    // 'Use my material' in the new-goal wizard: the courses follow the PDF's chapters.
    await page.goto("/goals");
    const wizard = page.getByRole("dialog", { name: "Set Your Learning Goal" });
    const addGoal = page
      .getByRole("button", { name: /Add New Goal|Create your first goal|New goal/i })
      .first();
    await Promise.race([wizard.waitFor({ timeout: 20_000 }), addGoal.waitFor({ timeout: 20_000 })]);
    if (!(await wizard.isVisible())) await addGoal.click();
    await wizard.getByLabel("Your learning goal").fill("Pass my biology exam using my textbook");
    await wizard.getByRole("group", { name: "Use my material" }).waitFor();
    await wizard.getByRole("checkbox", { name: "Biology book" }).click();
    await screenshot(page, "grounded-wizard-material-desktop-dark");
    expect(formatViolations("wizard", await findSeriousViolations(page))).toBe("");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("heading", { name: "Recommended courses" }).waitFor({ timeout: 30_000 });
    for (const title of ["Cells", "Energy", "Genetics", "Appendix"])
      await wizard.getByText(title, { exact: true }).first().waitFor();
    await screenshot(page, "grounded-wizard-courses-desktop-dark");
    await wizard.getByRole("button", { name: "Submit" }).click();
    await wizard.waitFor({ state: "detached", timeout: 60_000 });

    // The goal keeps its material: 'Your material' shows the book attached; Escape closes it.
    const active = page.getByRole("region", { name: "Active Goal" });
    await active.getByRole("button", { name: "Your material" }).click();
    const material = page.getByRole("dialog", { name: "Your material for this goal" });
    await material.waitFor();
    await expect
      .poll(() => material.getByRole("checkbox", { name: "Biology book" }).getAttribute("aria-checked"))
      .toBe("true");
    await screenshot(page, "grounded-goal-material-desktop-dark");
    await page.keyboard.press("Escape");
    await material.waitFor({ state: "detached" });

    // The first course's sections are the first chapter's sections; its first lesson cites the PDF.
    await page
      .getByRole("region", { name: "Active Goal" })
      .getByRole("link", { name: "Resume course" })
      .click();
    const sections = page.getByRole("list", { name: "Course sections" });
    await sections.waitFor();
    const sectionButtons = sections.locator("button[aria-expanded]");
    expect(await sectionButtons.nth(0).textContent()).toContain("Cell Membranes");
    expect(await sectionButtons.nth(1).textContent()).toContain("Organelles");
    await page
      .getByRole("button", { name: /^Start Lesson/ })
      .first()
      .click();
    await page.waitForURL(/\/lessons\/[0-9a-f-]{36}$/);
    const references = page.getByRole("list", { name: "References" });
    await references.waitFor({ timeout: 60_000 });
    expect(await references.textContent()).toContain("Biology book, Page 1 · Cells › Cell Membranes");
    expect(await page.locator("article").textContent()).toContain(
      "The cell membrane is a phospholipid bilayer.",
    );
    const lessonUrl = page.url();
    await screenshot(page, "grounded-lesson-desktop-dark");

    // A citation marker opens the viewer at page 1 with the passage highlighted on the rendered page.
    const marker = page.getByTestId("citation-marker").first();
    expect(await marker.getAttribute("aria-label")).toContain("Biology book, Page 1");
    await marker.click();
    await page.waitForURL(/\/sources\/[0-9a-f-]{36}\?passage=/);
    await page
      .getByTestId("pdf-page-number")
      .getByText(`Page 1 of ${6 + APPENDIX_PAGES}`)
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId("pdf-highlight").count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.getByTestId("highlighted-passage").textContent()).toContain("phospholipid bilayer");
    await screenshot(page, "grounded-viewer-desktop-dark", { fullPage: false });

    // The chat answers from the PDF and cites its page.
    await page.goto("/chat");
    const box = page.getByPlaceholder("Ask a question...");
    await box.fill("What does the cell membrane control?");
    await box.press("Enter");
    const citation = page.getByRole("link", { name: "Biology book, Page 1 · Cells › Cell Membranes" });
    await citation.waitFor({ timeout: 30_000 });
    await screenshot(page, "grounded-chat-desktop-dark");
    await citation.click();
    await page
      .getByTestId("pdf-page-number")
      .getByText(/^Page 1 of/)
      .waitFor({ timeout: 30_000 });

    // Screens at 1280 and 390 px, dark and light: the lesson with its references and the viewer.
    const viewerUrl = page.url();
    await context.close();
    for (const { viewport, theme } of MATRIX) {
      const shot = await signedInPage(browser, token, { viewport, theme });
      await shot.page.goto(lessonUrl);
      await shot.page.getByRole("list", { name: "References" }).waitFor({ timeout: 30_000 });
      await screenshot(shot.page, `grounded-lesson-${viewport}-${theme}`);
      const lessonIssues = await findSeriousViolations(shot.page);
      expect(formatViolations(`lesson ${viewport} ${theme}`, lessonIssues)).toBe("");
      await shot.page.goto(viewerUrl);
      await expect
        .poll(() => shot.page.getByTestId("pdf-highlight").count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await screenshot(shot.page, `grounded-viewer-${viewport}-${theme}`, { fullPage: false });
      const viewerIssues = await findSeriousViolations(shot.page);
      expect(formatViolations(`viewer ${viewport} ${theme}`, viewerIssues)).toBe("");
      await shot.context.close();
    }
    const sources = (await apiAs(token, "/sources")).body as { pagesTotal: number }[];
    expect(sources[0]!.pagesTotal).toBe(6 + APPENDIX_PAGES);
  }, 240_000);
});
