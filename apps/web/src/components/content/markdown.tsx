import type { ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import { CodeBlock } from "./code-block.tsx";
import { MathView } from "./math.tsx";

const REMARK_PLUGINS = [remarkGfm, remarkMath];

function textOf(children: ReactNode): string {
  if (typeof children === "string") return children;
  if (Array.isArray(children)) return children.map(textOf).join("");
  return "";
}

const BASE_COMPONENTS: Components = {
  // Fenced code becomes a highlighted block with Copy; math from remark-math arrives as code with a math class.
  code({ className, children }) {
    const text = textOf(children);
    if (className?.includes("math-display")) return <MathView latex={text} display />;
    if (className?.includes("math-inline")) return <MathView latex={text} display={false} inline />;
    const language = /language-([\w+-]+)/.exec(className ?? "")?.[1];
    if (language || text.includes("\n"))
      return <CodeBlock language={language ?? ""} code={text.replace(/\n$/, "")} />;
    return <code className="rounded bg-surface-2 px-1 py-0.5 font-mono text-[0.9em]">{children}</code>;
  },
  // The code component above draws its own frame.
  pre: ({ children }) => <>{children}</>,
  // A link into the app (a citation opening the source viewer) stays in this tab; others open a new one.
  a: ({ href, children }) =>
    href?.startsWith("/") && !href.startsWith("//") ? (
      <a href={href} className="text-primary underline">
        {children}
      </a>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline">
        {children}
      </a>
    ),
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
};

/**
 * Markdown as React elements. Raw HTML in the source is shown as text, never parsed (react-markdown's default,
 * no rehype-raw), and links with unsafe protocols are dropped by its URL check, so model and user text is safe to
 * render. `components` overrides elements (the notes feature renders its own links).
 */
export function Markdown({
  children,
  components,
  className,
}: {
  children: string;
  components?: Components;
  className?: string;
}) {
  return (
    <div className={`markdown-body ${className ?? ""}`}>
      <ReactMarkdown remarkPlugins={REMARK_PLUGINS} components={{ ...BASE_COMPONENTS, ...components }}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
