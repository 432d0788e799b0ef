// Runs before React so the first paint already has the stored theme (no flash of the wrong theme).
const stored = localStorage.getItem("theme");
document.documentElement.dataset.theme = stored === "light" ? "light" : "dark";
