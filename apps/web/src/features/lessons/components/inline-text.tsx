import { parseInline } from "../lib/inline.ts";
import { CitedText } from "./citations.tsx";

/** Model text with **strong**, *emphasis*, `code` and http(s) links, rendered as React nodes (never HTML). */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((token, i) => {
        const key = `${i}-${token.kind}`;
        switch (token.kind) {
          case "strong":
            return (
              <strong key={key} className="font-semibold text-text">
                {token.text}
              </strong>
            );
          case "em":
            return <em key={key}>{token.text}</em>;
          case "code":
            return (
              <code key={key} className="rounded-md bg-surface-2 px-1.5 py-0.5 font-mono text-[0.9em]">
                {token.text}
              </code>
            );
          case "link":
            return (
              <a
                key={key}
                href={token.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-primary-strong underline underline-offset-2"
              >
                {token.text}
              </a>
            );
          default:
            return (
              <span key={key}>
                <CitedText text={token.text} />
              </span>
            );
        }
      })}
    </>
  );
}
