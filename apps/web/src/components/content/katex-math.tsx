import katex from "katex";
import "katex/dist/katex.min.css";

/** KaTeX rendering; untrusted commands (\href, \url, HTML extensions) stay disabled. */
export default function KatexMath({ latex, display }: { latex: string; display: boolean }) {
  let html: string;
  try {
    html = katex.renderToString(latex, {
      displayMode: display,
      throwOnError: true,
      trust: false,
      strict: "ignore",
      maxExpand: 500,
    });
  } catch {
    return (
      <span
        role="img"
        aria-label="Math error"
        className="rounded-md bg-danger/10 px-2 py-0.5 text-sm text-danger"
      >
        Math error
      </span>
    );
  }
  return <span className="katex-host" dangerouslySetInnerHTML={{ __html: html }} />;
}
