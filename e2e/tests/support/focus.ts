import type { Page } from "playwright-core";

/** The focused element's accessible-ish name, where it sits, and its outline with and without focus. */
export function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { name: "", inNav: false, inDialog: false, outline: "", outlineWhenBlurred: "" };
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    const name = (el.getAttribute("aria-label") ?? label ?? el.textContent ?? "").trim();
    const style = getComputedStyle(el);
    const outline = `${style.outlineStyle} ${style.outlineWidth}`;
    const inNav = !!el.closest('nav[aria-label="Main"]');
    const inDialog = !!el.closest('[role="dialog"]');
    let outlineWhenBlurred = "";
    if (inNav) {
      el.blur();
      const blurred = getComputedStyle(el);
      outlineWhenBlurred = `${blurred.outlineStyle} ${blurred.outlineWidth}`;
      el.focus({ focusVisible: true } as FocusOptions);
    }
    return { name, inNav, inDialog, outline, outlineWhenBlurred };
  });
}
