import { storageKeys } from "../../../lib/storage.ts";

/** Whether the welcome screen already ran in this browser session (sessionStorage). */
export function readWelcomeShown(): boolean {
  try {
    return sessionStorage.getItem(storageKeys.welcomeShown) === "true";
  } catch {
    return false;
  }
}

/** Remembers for this browser session that the welcome screen ran. */
export function markWelcomeShown(): void {
  try {
    sessionStorage.setItem(storageKeys.welcomeShown, "true");
  } catch {
    // Storage unavailable: the screen may show again after a reload, which is harmless.
  }
}
