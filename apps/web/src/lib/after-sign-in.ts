import { storageKeys } from "./storage.ts";

/**
 * Only these pages may ask to be returned to after signing in (no open redirect): a shared
 * course's add page, and the OAuth consent page with its request.
 */
const RETURNABLE = /^\/add-course\/[A-Za-z0-9_-]{43}$|^\/oauth\/authorize\?[^\s#\\]{1,4000}$/;

/** Remembers (for this browser session) a page to come back to once the visitor has signed in. */
export function rememberAfterSignIn(path: string): void {
  if (!RETURNABLE.test(path)) return;
  try {
    sessionStorage.setItem(storageKeys.afterSignIn, path);
  } catch {
    // Storage unavailable: the visitor lands on /home and opens the link again.
  }
}

/** The remembered page, once (it is forgotten as it is read); null when none. */
export function takeAfterSignIn(): string | null {
  try {
    const path = sessionStorage.getItem(storageKeys.afterSignIn);
    sessionStorage.removeItem(storageKeys.afterSignIn);
    return path && RETURNABLE.test(path) ? path : null;
  } catch {
    return null;
  }
}
