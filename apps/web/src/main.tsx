import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import type { DataRouter } from "react-router";
import { AppProviders } from "./app/providers.tsx";
import { createAppRouter } from "./app/router.tsx";
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
  await nextTask();
  const router = createAppRouter();
  await firstPageLoaded(router);
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
