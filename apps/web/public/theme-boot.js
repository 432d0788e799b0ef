// A classic (blocking) script in <head>: the first paint already has the stored theme, including
// on the prerendered landing page, which paints before any module script has run.
try {
  document.documentElement.dataset.theme = localStorage.getItem("theme") === "light" ? "light" : "dark";
} catch {
  // Storage unavailable: the default dark theme stays.
}
