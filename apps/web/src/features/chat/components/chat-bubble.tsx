import type { ChatMode } from "@brainy/contract";
import { Bot, UserRound } from "lucide-react";
import { Markdown } from "../../../components/content/markdown.tsx";
import { cx, Spinner } from "../../../components/ui/index.ts";
import { CHAT_MODES } from "./chat-mode-picker.tsx";

/** One line of the conversation as the page shows it. */
export type ChatEntry = {
  id: string;
  role: "system" | "user" | "assistant" | "error";
  content: string;
  /** The tutor mode the question was asked in (its answer carries the same). */
  mode?: ChatMode;
  /** An answer still being written. */
  pending?: boolean;
};

/** The mode a question was asked in, shown above it when it is not the default (explain). */
function ModeLabel({ mode }: { mode: ChatMode }) {
  const { label, icon: Icon } = CHAT_MODES[mode];
  return (
    <span
      className="inline-flex items-center gap-1 text-xs font-medium text-muted"
      data-testid="chat-mode-label"
    >
      <Icon aria-hidden="true" size={12} />
      <span className="sr-only">Mode: </span>
      {label}
    </span>
  );
}

/** A message: the welcome line, the learner's question (with its mode), or the tutor's answer or an error. */
export function ChatBubble({ entry }: { entry: ChatEntry }) {
  if (entry.role === "system") {
    return (
      <p className="self-center rounded-full bg-surface-2 px-3 py-1.5 text-center text-sm text-muted">
        {entry.content}
      </p>
    );
  }
  if (entry.role === "user") {
    return (
      <div className="flex items-start justify-end gap-2">
        <div className="flex max-w-[85%] flex-col items-end gap-1">
          {entry.mode && entry.mode !== "explain" ? <ModeLabel mode={entry.mode} /> : null}
          <p className="rounded-2xl rounded-tr-sm bg-primary px-3.5 py-2.5 text-sm whitespace-pre-wrap break-words text-primary-fg">
            <span className="sr-only">You: </span>
            {entry.content}
          </p>
        </div>
        <UserRound aria-hidden="true" size={18} className="mt-2 shrink-0 text-muted" />
      </div>
    );
  }
  return (
    <div className="flex items-start gap-2">
      <Bot
        aria-hidden="true"
        size={18}
        className={cx("mt-2 shrink-0", entry.role === "error" ? "text-danger" : "text-primary")}
      />
      <div
        className={cx(
          "max-w-[90%] min-w-0 rounded-2xl rounded-tl-sm border px-3.5 py-2.5 text-sm",
          entry.role === "error"
            ? "border-danger/50 bg-danger/10 text-danger"
            : "border-border bg-surface-2 text-text",
        )}
        role={entry.role === "error" ? "alert" : undefined}
      >
        <span className="sr-only">AI: </span>
        {entry.pending && entry.content === "" ? (
          <span className="inline-flex items-center gap-2 text-muted">
            <Spinner size={14} decorative /> Thinking...
          </span>
        ) : entry.role === "error" ? (
          entry.content
        ) : (
          <Markdown>{entry.content}</Markdown>
        )}
      </div>
    </div>
  );
}
