import { MessageCircle, Trash2, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/index.ts";
import { appEvents, onAppEvent } from "../../../lib/events.ts";
import { useChatEntries } from "../hooks/use-chat-entries.ts";
import { quoteSelection } from "../lib/chat-errors.ts";
import { ChatConversation, WELCOME } from "./chat-conversation.tsx";

/**
 * The floating 'AI Chat' panel of a lesson page: a button that opens a panel with the conversation,
 * Clear and close. 'Ask AI' on a text selection opens it with the selection quoted in the question box.
 * On a phone it covers the screen.
 */
export function ChatPanel({ lessonId }: { lessonId: string }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const { entries, setEntries, clear, clearing } = useChatEntries(WELCOME);
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const onDraftUsed = useCallback(() => setDraft(null), []);

  useEffect(
    () =>
      onAppEvent<{ text: string; lessonId?: string }>(appEvents.askAi, (detail) => {
        setOpen(true);
        setDraft(quoteSelection(detail.text));
      }),
    [],
  );

  function close() {
    setOpen(false);
    requestAnimationFrame(() => launcher.current?.focus());
  }

  return (
    <>
      {!open && (
        <button
          ref={launcher}
          type="button"
          onClick={() => setOpen(true)}
          className="fixed bottom-4 left-4 z-40 inline-flex mobile:right-4 mobile:bottom-20 mobile:left-auto items-center gap-2 rounded-full bg-primary px-4 py-3 text-sm font-semibold text-primary-fg shadow-lg shadow-primary/30 hover:bg-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <MessageCircle aria-hidden="true" size={18} /> AI Chat
        </button>
      )}
      {open && (
        <div
          ref={panel}
          role="dialog"
          aria-modal="false"
          aria-labelledby="chat-panel-title"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation();
              close();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col bg-surface sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[min(640px,calc(100dvh-6rem))] sm:w-[420px] sm:rounded-2xl sm:border sm:border-border sm:shadow-2xl sm:shadow-black/30"
        >
          <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 id="chat-panel-title" className="flex items-center gap-2 text-base font-semibold">
              <MessageCircle aria-hidden="true" size={18} className="text-primary" /> AI Chat
            </h2>
            <div className="flex items-center gap-1">
              <Button variant="ghost" size="sm" onClick={clear} loading={clearing}>
                <Trash2 aria-hidden="true" size={15} /> Clear
              </Button>
              <Button variant="ghost" size="icon" aria-label="Close chat" onClick={close}>
                <X aria-hidden="true" size={20} className="shrink-0" />
              </Button>
            </div>
          </header>
          <ChatConversation
            lessonId={lessonId}
            draft={draft}
            onDraftUsed={onDraftUsed}
            entries={entries}
            setEntries={setEntries}
          />
        </div>
      )}
    </>
  );
}
