import { Check, Copy } from "lucide-react";
import { lazy, Suspense, useState } from "react";

const Highlighted = lazy(() => import("./highlighted-code.tsx"));

/** A code block with syntax highlighting (loaded only on lessons that have code) and a Copy button. */
export function CodeBlock({ language, code }: { language: string; code: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  const plain = <code className="font-mono">{code}</code>;
  return (
    <figure className="lesson-code overflow-hidden rounded-xl border border-border bg-surface-2">
      <figcaption className="flex items-center justify-between border-b border-border px-3 py-1.5 text-xs text-muted">
        <span className="font-mono uppercase tracking-wide">{language || "code"}</span>
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={copied ? "Code copied" : "Copy code"}
        >
          {copied ? <Check aria-hidden="true" size={14} /> : <Copy aria-hidden="true" size={14} />}
          {copied ? "Copied" : "Copy"}
        </button>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard to scroll it (axe scrollable-region-focusable). */}
      <pre className="overflow-x-auto p-4 text-sm leading-relaxed" tabIndex={0}>
        <Suspense fallback={plain}>
          <Highlighted language={language} code={code} />
        </Suspense>
      </pre>
    </figure>
  );
}
