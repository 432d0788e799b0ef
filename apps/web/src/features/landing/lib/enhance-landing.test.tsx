import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LandingMarkup } from "../components/landing-markup.tsx";
import { AUTO_ADVANCE_MS, enhanceLanding, nextIndex } from "./enhance-landing.ts";

/** The landing markup as the prerendered page has it, with its behaviour attached. */
function mount() {
  const { container } = render(
    <MemoryRouter>
      <LandingMarkup />
    </MemoryRouter>,
  );
  const stop = enhanceLanding(container);
  const tabs = Array.from(container.querySelectorAll<HTMLElement>("[role=tab]"));
  const selected = () => tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
  const steps = container.querySelector<HTMLElement>("[data-testid=how-it-works-steps]")!;
  return { container, stop, tabs, selected, steps };
}

describe("nextIndex", () => {
  it("wraps around the ring", () => {
    expect([0, 1, 2, 3].map((i) => nextIndex(i, 4))).toEqual([1, 2, 3, 0]);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe("enhanceLanding: how it works", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("starts on step 1 with only its panel shown, then advances every 3 s and wraps", () => {
    const { tabs, selected, container } = mount();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      expect.stringContaining("Set Your Goals"),
      expect.stringContaining("Get Your Roadmap"),
      expect.stringContaining("Learn Interactively"),
      expect.stringContaining("Track Progress"),
    ]);
    const panels = () =>
      Array.from(container.querySelectorAll<HTMLElement>("[role=tabpanel]"), (p) => p.hidden);
    expect(selected()).toBe(0);
    expect(panels()).toEqual([false, true, true, true]);
    vi.advanceTimersByTime(AUTO_ADVANCE_MS - 1);
    expect(selected()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(selected()).toBe(1);
    expect(panels()).toEqual([true, false, true, true]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    for (const expected of [2, 3, 0]) {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS);
      expect(selected()).toBe(expected);
    }
  });

  it("holds still while hovered or focused and restarts the wait afterwards", () => {
    const { steps, selected, tabs } = mount();
    vi.advanceTimersByTime(2000);
    steps.dispatchEvent(new MouseEvent("mouseenter"));
    expect(steps.dataset.paused).toBe("true");
    vi.advanceTimersByTime(10_000);
    expect(selected()).toBe(0);
    steps.dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(AUTO_ADVANCE_MS - 1);
    expect(selected()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(selected()).toBe(1);

    tabs[1]!.focus();
    expect(steps.dataset.paused).toBe("true");
    vi.advanceTimersByTime(10_000);
    expect(selected()).toBe(1);
    tabs[1]!.blur();
    expect(steps.dataset.paused).toBe("false");
  });

  it("selects on click and with the arrow, Home and End keys, moving focus", () => {
    const { tabs, selected } = mount();
    tabs[2]!.click();
    expect(selected()).toBe(2);
    const key = (target: HTMLElement, name: string) =>
      target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
    key(tabs[2]!, "ArrowRight");
    expect(selected()).toBe(3);
    expect(document.activeElement).toBe(tabs[3]);
    key(tabs[3]!, "ArrowRight");
    expect(selected()).toBe(0);
    key(tabs[0]!, "ArrowLeft");
    expect(selected()).toBe(3);
    key(tabs[3]!, "Home");
    expect(selected()).toBe(0);
    key(tabs[0]!, "End");
    expect(selected()).toBe(3);
  });

  it("stops advancing once cleaned up", () => {
    const { stop, selected } = mount();
    stop();
    vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3);
    expect(selected()).toBe(0);
  });
});

describe("enhanceLanding: menu, anchors and reveal", () => {
  afterEach(() => cleanup());

  it("the menu button opens and closes the phone menu; Escape and a section link close it", () => {
    const { container } = mount();
    const button = container.querySelector<HTMLElement>("[data-menu-button]")!;
    const menu = container.querySelector<HTMLElement>(`#${button.getAttribute("aria-controls")}`)!;
    expect(menu.hidden).toBe(true);
    expect(button.getAttribute("aria-label")).toBe("Open menu");
    button.click();
    expect(menu.hidden).toBe(false);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-label")).toBe("Close menu");
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(menu.hidden).toBe(true);
    button.click();
    Element.prototype.scrollIntoView = vi.fn();
    menu.querySelector<HTMLAnchorElement>('a[href="#pricing"]')!.click();
    expect(menu.hidden).toBe(true);
    expect(location.hash).toBe("#pricing");
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it("shows every section at once without IntersectionObserver", () => {
    const { container } = mount();
    const reveals = container.querySelectorAll("[data-revealed]");
    expect(reveals.length).toBeGreaterThan(3);
    expect(container.querySelectorAll("[data-revealed=false]").length).toBe(0);
  });
});
