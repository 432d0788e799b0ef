import { Workbox } from "workbox-window";
import { appEvents, emitAppEvent } from "./events.ts";

let workbox: Workbox | null = null;
/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds, signed-in learners; ADR 0026). A new version
 * installs beside the running one and waits: `appUpdateReady` fires, the page offers 'Reload', and
 * `reloadToUpdate` lets the new worker take over, then reloads every tab onto the new shell.
 */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  workbox = new Workbox("/sw.js", { scope: "/" });
  // Set once a new version waits: when a worker takes control after that (this tab's Reload or
  // another tab's), the page reloads onto the new shell.
  let updateWaiting = false;
  workbox.addEventListener("waiting", () => {
    updateWaiting = true;
    emitAppEvent(appEvents.appUpdateReady);
  });
  workbox.addEventListener("controlling", (event) => {
    // The first install takes control of an open page without a reload; an update reloads.
    if (event.isUpdate || updateWaiting) window.location.reload();
    else emitAppEvent(appEvents.serviceWorkerReady);
  });
  void workbox.register().catch(() => undefined);
  setInterval(() => void workbox?.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/** Lets the waiting version take over; the `controlling` listener then reloads the page. */
export function reloadToUpdate(): void {
  if (workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}
