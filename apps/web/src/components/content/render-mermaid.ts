import type { Theme } from "../../lib/theme.ts";

let counter = 0;

/**
 * Draws Mermaid source as SVG text. Mermaid (about 1 MB, with a chunk per diagram kind) is imported
 * on the first call, so only lessons with a diagram load it. Strict security: no click handlers, labels
 * as SVG text (no HTML), sanitised by DOMPurify; `%%{init}%%` directives are refused by the contract.
 * A source Mermaid cannot parse rejects with its message (and Mermaid draws no error picture).
 */
export async function renderMermaid(source: string, theme: Theme): Promise<string> {
  const { default: mermaid } = await import("mermaid");
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: "strict",
    theme: theme === "dark" ? "dark" : "default",
    // The dark theme's edge labels (#ccc on #585858) miss WCAG AA; on the app's raised surface they pass.
    ...(theme === "dark" ? { themeVariables: { edgeLabelBackground: "#1c2033" } } : {}),
    // Mermaid measures its labels, so it needs the page's real font rather than 'inherit'.
    fontFamily: getComputedStyle(document.body).fontFamily,
    suppressErrorRendering: true,
    // SVG text, not HTML in foreignObject: nothing but SVG to sanitise, and labels measure reliably.
    htmlLabels: false,
    flowchart: { htmlLabels: false },
  });
  counter += 1;
  const { svg } = await mermaid.render(`mermaid-diagram-${counter}`, source);
  return svg;
}
