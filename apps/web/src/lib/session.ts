import { useSyncExternalStore } from "react";
import { appEvents, emitAppEvent } from "./events.ts";
import { deleteUserCaches } from "./offline-caches.ts";
import { readStorage, storageKeys, writeStorage } from "./storage.ts";

/** The stored bearer token, or null when logged out. */
export function readToken(): string | null {
  return readStorage(storageKeys.token);
}

let completingSignIn = false;

/**
 * Marks a sign-in as finishing (the user is read, a Pro registration opens checkout): meanwhile the
 * public pages leave the navigation to it instead of sending the new session to /home themselves.
 */
export function setCompletingSignIn(value: boolean): void {
  completingSignIn = value;
}

/** True while a sign-in decides where the learner goes next. */
export function isCompletingSignIn(): boolean {
  return completingSignIn;
}

/** Stores the token after login or registration and tells the app the login state changed. */
export function saveToken(token: string): void {
  writeStorage(storageKeys.token, token);
  emitAppEvent(appEvents.authChange);
}

/** Forgets the token and the per-user cached values (logout), then signals the auth change. */
export function clearSession(): void {
  writeStorage(storageKeys.token, null);
  writeStorage(storageKeys.username, null);
  writeStorage(storageKeys.subscriptionTier, null);
  // The service worker's copies of this learner's answers and media (their queued changes stay,
  // keyed by user, until they sign in again).
  void deleteUserCaches();
  emitAppEvent(appEvents.authChange);
}

/** Subscribes to login-state changes: this tab's auth-change signal and other tabs' storage writes. */
function subscribeToSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.token || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(appEvents.authChange, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(appEvents.authChange, onChange);
  };
}

export type Session = { token: string | null; isLoggedIn: boolean };

/** The current login state, re-read on storage events and on the auth-change signal. */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribeToSession, readToken, () => null);
  return { token, isLoggedIn: token !== null && token !== "" };
}

/** Why the session is ending while its redirect is pending: guards hold still instead of racing it. */
export type SessionEnd = "logout" | "expired" | null;

let sessionEnd: SessionEnd = null;
const endListeners = new Set<() => void>();

/** Marks (or, with null, unmarks) a session end in progress. */
export function setSessionEnd(reason: SessionEnd): void {
  sessionEnd = reason;
  for (const listener of endListeners) listener();
}

// Registered at import, before any React listener, so a guard rendering after a 401 already sees it.
if (typeof window !== "undefined") {
  window.addEventListener(appEvents.unauthorized, () => setSessionEnd("expired"));
}

function subscribeToSessionEnd(onChange: () => void): () => void {
  endListeners.add(onChange);
  return () => endListeners.delete(onChange);
}

/** The session end in progress ("logout" or "expired"), or null. */
export function useSessionEnd(): SessionEnd {
  return useSyncExternalStore(
    subscribeToSessionEnd,
    () => sessionEnd,
    () => null,
  );
}
