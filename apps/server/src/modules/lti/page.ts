/** Escapes text for HTML (a refusal's message may echo nothing from outside, but escape anyway). */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The plain page a refused LTI launch shows: what happened and what to do; readable in both themes. */
export function refusedPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Brainy could not open</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:10vh auto;padding:0 1.25rem;color:#1a1a2e;background:#fff}
@media (prefers-color-scheme:dark){body{color:#ececf4;background:#14141f}}h1{font-size:1.4rem}</style></head>
<body><main><h1>Brainy could not open from your course</h1><p role="alert">${escapeHtml(message)}</p>
<p>Nothing was created. If this keeps happening, tell your LMS administrator.</p></main></body></html>`;
}
