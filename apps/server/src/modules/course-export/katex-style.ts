import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

let styles: Promise<string> | undefined;

/**
 * KaTeX's stylesheet with its fonts inlined as WOFF2 data URLs (the woff and ttf fallbacks dropped:
 * every browser that prints reads WOFF2), so an exported page draws formulas with no network.
 * Read once per process.
 */
export function katexStylesInlined(): Promise<string> {
  styles ??= (async () => {
    const cssPath = createRequire(import.meta.url).resolve("katex/dist/katex.min.css");
    const css = await readFile(cssPath, "utf8");
    const fonts = new Map<string, string>();
    for (const match of css.matchAll(/url\(fonts\/([\w-]+\.woff2)\)/g)) {
      const name = match[1]!;
      if (!fonts.has(name)) {
        const bytes = await readFile(path.join(path.dirname(cssPath), "fonts", name));
        fonts.set(name, bytes.toString("base64"));
      }
    }
    return css.replace(
      /src:url\(fonts\/([\w-]+\.woff2)\) format\("woff2"\)[^;}]*/g,
      (_all, name: string) => `src:url(data:font/woff2;base64,${fonts.get(name)}) format("woff2")`,
    );
  })();
  return styles;
}
