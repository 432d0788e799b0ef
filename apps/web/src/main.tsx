import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers.tsx";
import { router } from "./app/router.tsx";
import "./styles.css";

/**
 * Resolves once the router has loaded the first page's lazy modules. Rendering only then makes the
 * first commit the page itself: markup the server prerendered into #root (the frame behind the
 * login modal) stays on screen until the page replaces it, instead of a blank frame in between.
 */
function firstPageLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void firstPageLoaded().then(() => {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders />
      </StrictMode>,
    ),
  );
});
