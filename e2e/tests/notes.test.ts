import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser, launchBrowser, screenshot } from "../lib/browser.ts";
import { apiAs, createReadyLearner, MATRIX, signedInPage } from "./support/accounts.ts";
import { learnerWithLesson } from "./support/learning.ts";

describe.skipIf(!hasBrowser)("notes knowledge base", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("keeps a note from a lesson selection, links a second note to it, and finds them by tag, search and graph", async () => {
    const { token, lessonId } = await learnerWithLesson("Rosalind");
    const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "dark" });
    await page.goto(`/lessons/${lessonId}`);
    await page
      .getByRole("button", { name: "Take Assessment" })
      .or(page.getByRole("link", { name: "Take Assessment" }))
      .waitFor({ timeout: 60_000 });

    // Select text → Create Note: the title is the selection cut at 30 characters plus '...'.
    const paragraph = page.locator("article p").first();
    const selected = ((await paragraph.textContent()) ?? "").trim();
    await paragraph.click({ clickCount: 3 });
    await page.getByRole("button", { name: "Create Note" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Note" });
    await dialog.waitFor();
    const title = await dialog.getByLabel("Title").inputValue();
    expect(title).toBe(`${selected.replace(/\s+/g, " ").slice(0, 30)}...`);
    await dialog
      .getByText("Use [[]] to create links to other notes and #tag to add tags", { exact: false })
      .waitFor();
    await dialog.getByLabel("Title").fill("Installing Python");
    await screenshot(page, "notes-create-dialog-desktop-dark");
    await dialog.getByRole("button", { name: "Save Note" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.goto("/knowledge-graph");
    await page.getByRole("button", { name: /^Installing Python/ }).waitFor();

    // A second note linking the first with a #tag.
    await page.getByRole("button", { name: "New Note" }).click();
    const save = page.getByRole("button", { name: "Save", exact: true });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel("Title").fill("Setting up VS Code");
    await page.getByLabel("Content").fill("After [[installing python]], add the Pylance extension. #setup");
    await save.click();
    await page.getByRole("heading", { name: "Setting up VS Code" }).waitFor();
    await page.getByText("#setup", { exact: true }).waitFor();
    // The link opens the first note, which lists the second under 'Linked from'.
    await page.getByRole("button", { name: "installing python" }).click();
    await page.getByRole("heading", { name: "Installing Python", level: 2 }).waitFor();
    const linkedFrom = page.getByRole("region", { name: "Linked from" });
    await linkedFrom.getByRole("button", { name: "Setting up VS Code" }).waitFor();
    await page.getByRole("link", { name: "From a lesson" }).waitFor();
    await screenshot(page, "notes-view-backlinks-desktop-dark");

    await page.getByRole("button", { name: "Back to Notes" }).click();
    await page.getByLabel("Tag").selectOption("setup");
    await expect.poll(() => page.locator("ul li button").count()).toBe(1);
    await page.getByLabel("Tag").selectOption("");
    await page.getByLabel("Search notes").fill("pylance");
    await page.getByLabel("Search notes").press("Enter");
    await expect.poll(() => page.locator("ul li button").count()).toBe(1);
    await page.getByText("add the Pylance extension", { exact: false }).waitFor();
    await page.getByLabel("Search notes").fill("zebra");
    await page.getByText('No results found for "zebra"').waitFor();
    await page.getByLabel("Search notes").fill("");

    await page.getByRole("tab", { name: "Graph" }).click();
    const graph = page.getByRole("img", { name: "Note graph" });
    await graph.waitFor();
    await expect.poll(() => page.locator("[data-node]").count()).toBe(2);
    expect(await page.locator("[data-link]").count()).toBe(1);
    await screenshot(page, "notes-graph-desktop-dark");
    await page.getByRole("button", { name: "Open note Setting up VS Code" }).click();
    await page.getByRole("heading", { name: "Setting up VS Code" }).waitFor();

    // Deleting asks first; Cancel keeps the note, Delete removes it and returns to the list.
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete note" });
    await confirm.getByText("Are you sure you want to delete this note?").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "New Note" }).waitFor();
    await expect.poll(() => page.locator("ul li button").count()).toBe(1);
    expect(((await apiAs(token, "/notes")).body as unknown[]).length).toBe(1);
    await context.close();
  }, 120_000);

  it("looks right in both themes at 1280 and 390 px", async () => {
    const token = await createReadyLearner("Barbara");
    const first = await apiAs(token, "/notes", {
      method: "POST",
      body: {
        title: "Photosynthesis",
        content: "Plants turn light into **glucose**. #biology\n\n- light\n- water",
      },
    });
    await apiAs(token, "/notes", {
      method: "POST",
      body: {
        title: "Chlorophyll",
        content: "The pigment behind [[Photosynthesis]] and [[Leaves]]. #biology #pigments",
      },
    });
    for (const { viewport, theme } of MATRIX) {
      const { page, context } = await signedInPage(browser, token, { viewport, theme });
      await page.goto("/knowledge-graph");
      await page.getByRole("button", { name: /^Photosynthesis/ }).waitFor();
      await screenshot(page, `notes-list-${viewport}-${theme}`);
      await page.goto(`/knowledge-graph?note=${(first.body as { id: string }).id}`);
      await page
        .getByRole("region", { name: "Linked from" })
        .getByRole("button", { name: "Chlorophyll" })
        .waitFor();
      await screenshot(page, `notes-view-${viewport}-${theme}`);
      await page.goto("/knowledge-graph?view=graph");
      await expect.poll(() => page.locator("[data-node]").count(), { timeout: 20_000 }).toBe(2);
      await screenshot(page, `notes-graph-${viewport}-${theme}`);
      await context.close();
    }
  }, 120_000);

  it("draws a readable graph of 200 linked notes", async () => {
    const token = await createReadyLearner("Ada");
    const topics = ["Algebra", "Biology", "Chemistry", "Drawing", "Economics", "French", "Guitar", "History"];
    for (let i = 0; i < 200; i++) {
      const topic = topics[i % topics.length]!;
      // Each note links its topic's hub and the note before it: clusters joined in a chain.
      const links =
        i < topics.length
          ? ""
          : `[[${topic} ${i % topics.length}]] [[${topics[(i - 1) % topics.length]} ${i - 1}]]`;
      const created = await apiAs(token, "/notes", {
        method: "POST",
        body: { title: `${topic} ${i}`, content: `${links} #${topic.toLowerCase()}` },
      });
      expect(created.status).toBe(201);
    }
    const { page, context } = await signedInPage(browser, token, { viewport: "desktop", theme: "dark" });
    await page.goto("/knowledge-graph?view=graph");
    await expect.poll(() => page.locator("[data-node]").count(), { timeout: 20_000 }).toBe(200);
    expect(await page.locator("[data-link]").count()).toBeGreaterThan(300);
    // The view is fitted to the element's measured size (a ResizeObserver, then a render): wait
    // until the drawing's units match the element's pixels and every note is inside the fitted view.
    const graph = page.getByRole("img", { name: "Note graph" });
    await expect
      .poll(() =>
        graph.evaluate((svg) => {
          const box = svg.getBoundingClientRect();
          const { width, height } = (svg as SVGSVGElement).viewBox.baseVal;
          const outside = [...svg.querySelectorAll("[data-node] circle")].filter((circle) => {
            const b = circle.getBoundingClientRect();
            return b.left < box.left || b.top < box.top || b.right > box.right || b.bottom > box.bottom;
          });
          return {
            fitted: width === Math.round(box.width) && height === Math.round(box.height),
            outside: outside.length,
          };
        }),
      )
      .toEqual({ fitted: true, outside: 0 });
    await screenshot(page, "notes-graph-200-desktop-dark", { fullPage: false });
    // Zoomed in, the labels of every note show; a note opens from the keyboard.
    for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Zoom in" }).click();
    await screenshot(page, "notes-graph-200-zoomed-desktop-dark", { fullPage: false });
    await page.getByRole("button", { name: "Open note Biology 1", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Biology 1", exact: true }).waitFor();
    await context.close();
  }, 180_000);
});
