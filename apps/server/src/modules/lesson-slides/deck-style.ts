/** The two themes of a drawn deck: the app's own colours (apps/web/src/styles.css). */
const THEMES = {
  light: `--bg:#f7f7fb;--surface:#fff;--surface-2:#eef0f7;--border:#d5d9e8;--text:#12142a;--muted:#4f5572;--primary:#5b3fd9;--accent:#0b6479;
--code-keyword:#6d28d9;--code-string:#166534;--code-number:#92400e;--code-comment:#4f5572;--code-function:#1d4ed8;--code-type:#9d174d`,
  dark: `--bg:#0b0d17;--surface:#141726;--surface-2:#1c2033;--border:#2c3250;--text:#eef0fa;--muted:#a9b0cc;--primary:#9a8cfa;--accent:#22d3ee;
--code-keyword:#c4b5fd;--code-string:#86efac;--code-number:#fcd34d;--code-comment:#a9b0cc;--code-function:#93c5fd;--code-type:#f9a8d4`,
} as const;

export type DeckTheme = keyof typeof THEMES;

/** Colours a theme gives charts drawn as SVG (the page's CSS variables do not reach PPTX charts). */
export const THEME_COLOURS: Record<
  DeckTheme,
  { text: string; muted: string; primary: string; border: string }
> = {
  light: { text: "#12142a", muted: "#4f5572", primary: "#5b3fd9", border: "#d5d9e8" },
  dark: { text: "#eef0fa", muted: "#a9b0cc", primary: "#9a8cfa", border: "#2c3250" },
};

/** The deck page's styles: every slide a 1280 × 720 px page, in print (PDF) and on screen (PNGs). */
export function deckStyles(theme: DeckTheme): string {
  return `
:root{${THEMES[theme]}}
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:var(--bg);color:var(--text)}
body{font:28px/1.45 "DejaVu Sans","Noto Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
@page{size:1280px 720px;margin:0}
.slide{position:relative;width:1280px;height:720px;overflow:hidden;padding:64px 88px 72px;display:flex;flex-direction:column;gap:28px;
background:var(--bg);break-after:page;page-break-after:always}
.slide::before{content:"";position:absolute;left:0;top:0;bottom:0;width:12px;background:var(--primary)}
.slide h2{margin:0;font-size:46px;line-height:1.15;font-weight:700;letter-spacing:-.01em}
.slide .section{margin:0;color:var(--accent);font-size:20px;font-weight:600;text-transform:uppercase;letter-spacing:.08em}
.slide footer{position:absolute;left:88px;right:88px;bottom:24px;display:flex;justify-content:space-between;color:var(--muted);font-size:18px}
.title{justify-content:center}
.title h2{font-size:64px;max-width:1000px}
.title .brand{color:var(--muted);font-size:24px;margin:0}
ul.points,ol.points{margin:0;padding-left:1.2em;display:flex;flex-direction:column;gap:18px}
ul.points li::marker{color:var(--primary)}
ol.points li::marker{color:var(--primary);font-weight:700}
.caption{margin:0;color:var(--muted);font-size:24px}
.figure{flex:1;min-height:0;display:flex;align-items:center;justify-content:center}
.figure img{max-width:100%;max-height:100%;border-radius:14px;object-fit:contain}
.figure>svg{max-width:100%;max-height:100%}
.placeholder{border:2px dashed var(--border);border-radius:14px;padding:48px;color:var(--muted);text-align:center}
pre{margin:0;width:100%;max-height:100%;overflow:hidden;background:var(--surface-2);border:1px solid var(--border);border-radius:14px;padding:22px 28px;
font:20px/1.5 "DejaVu Sans Mono","Noto Sans Mono",ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
pre.small{font-size:16px}
pre .more{color:var(--muted);font-style:italic}
code{font-family:"DejaVu Sans Mono","Noto Sans Mono",ui-monospace,Menlo,monospace;background:var(--surface-2);padding:.05em .3em;border-radius:6px;font-size:.9em}
pre code{background:none;padding:0}
.math{font-size:40px;max-width:100%;overflow:hidden}
.diagram{width:100%;height:100%;display:flex;align-items:center;justify-content:center}
.diagram svg{width:100%;height:100%;max-width:100%!important}
.diagram pre{max-height:100%}
.question{margin:0;font-size:34px;font-weight:600}
.choices{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:16px}
.choices li{border:2px solid var(--border);border-radius:14px;padding:14px 20px;background:var(--surface);font-size:24px}
.choices b{color:var(--primary);margin-right:10px}
.fill{border-bottom:3px solid var(--primary);width:320px;height:48px}
.hljs-keyword,.hljs-built_in,.hljs-selector-tag,.hljs-meta{color:var(--code-keyword)}
.hljs-string,.hljs-attr,.hljs-template-tag,.hljs-regexp{color:var(--code-string)}
.hljs-number,.hljs-literal,.hljs-variable{color:var(--code-number)}
.hljs-comment{color:var(--code-comment);font-style:italic}
.hljs-title,.hljs-params{color:var(--code-function)}
.hljs-type,.hljs-title.class_{color:var(--code-type)}
`;
}
