import { useCallback, useSyncExternalStore } from "react";
import { appEvents, emitAppEvent } from "./events.ts";
import { readStorage, storageKeys, writeStorage } from "./storage.ts";

export type Theme = "dark" | "light";

/** The stored theme; dark unless light was chosen. */
export function readTheme(): Theme {
  return readStorage(storageKeys.theme) === "light" ? "light" : "dark";
}

/** Puts the theme on <html data-theme>, where the CSS variables switch. */
function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

/** Stores and applies a theme; this tab hears it through themeChange, other tabs through `storage`. */
export function setTheme(theme: Theme): void {
  writeStorage(storageKeys.theme, theme);
  applyTheme(theme);
  emitAppEvent(appEvents.themeChange, theme);
}

function subscribeToTheme(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.theme && event.key !== null) return;
    applyTheme(readTheme());
    onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(appEvents.themeChange, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(appEvents.themeChange, onChange);
  };
}

/** The current theme and setters; keeps <html data-theme> in step with other tabs while mounted. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, () => "dark" as Theme);
  const toggleTheme = useCallback(() => setTheme(readTheme() === "dark" ? "light" : "dark"), []);
  return { theme, setTheme, toggleTheme };
}
