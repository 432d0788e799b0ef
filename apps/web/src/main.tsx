import { StrictMode, startTransition } from "react";
import type { DataRouter } from "react-router";
import { AppProviders } from "./app/providers.tsx";
import { createAppRouter } from "./app/router.tsx";
import { startI18n } from "./lib/i18n/locale.ts";
import "./styles.css";

/**
 * Resolves in a task of its own. Starting the router there splits the app's start in two: this
 * module's evaluation (React, the router's code) and then the router's start (matching the URL,
 * loading the first page's modules), each shorter than the two at once, with room for the browser
 * to paint the prerendered frame in between.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * On a page whose frame the server prerendered into #root (login, register, reset), resolves once
 * the browser has shown that frame (its first contentful paint), or after 200 ms at the latest (a
 * tab opened in the background does not paint); elsewhere at once. The first page's modules then
 * download and compile after the frame is on screen instead of competing with its painting, which
 * on a slow CPU delays it; where the frame shows before the app's code has arrived, nothing waits.
 */
function prerenderedFrameShown(): Promise<void> {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (!document.getElementById("root")?.hasChildNodes() || painted()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    observer.observe({ type: "paint" });
    const timer = setTimeout(done, 200);
  });
}

/**
 * Resolves once the router has loaded the first page's lazy modules. Rendering only then makes the
 * first commit the page itself: markup the server prerendered into #root (the frame behind the
 * login modal) stays on screen until the page replaces it, instead of a blank frame in between.
 */
function firstPageLoaded(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  // React DOM, the largest part of the app's start, is a chunk of its own fetched at once and run
  // in a task of its own, not inside this module's evaluation: two shorter tasks instead of a long one.
  const reactDom = import("react-dom/client");
  // The interface language's messages (English is bundled; another locale is one chunk).
  const messages = startI18n();
  await nextTask();
  await prerenderedFrameShown();
  const router = createAppRouter();
  const [{ createRoot }] = await Promise.all([reactDom, firstPageLoaded(router), messages]);
  const root = createRoot(document.getElementById("root")!);
  // A transition: React renders the page in slices of a few milliseconds, not one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders router={router} />
      </StrictMode>,
    ),
  );
}

void start();
