import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import "./highlight-theme.css";

for (const [name, language] of Object.entries({
  bash,
  css,
  java,
  javascript,
  json,
  python,
  sql,
  typescript,
  xml,
})) {
  hljs.registerLanguage(name, language);
}
const ALIASES: Record<string, string> = {
  js: "javascript",
  ts: "typescript",
  html: "xml",
  shell: "bash",
  sh: "bash",
  py: "python",
};

/** Highlighted code; highlight.js escapes the source, so its output holds only its own spans. */
export default function HighlightedCode({ language, code }: { language: string; code: string }) {
  const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
  if (!hljs.getLanguage(name)) return <code className="font-mono">{code}</code>;
  const html = hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
  return <code className="hljs font-mono" dangerouslySetInnerHTML={{ __html: html }} />;
}
