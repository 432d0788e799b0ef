import { MessageCircle, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/index.ts";
import { ChatConversation } from "../components/chat-conversation.tsx";
import { useChatEntries } from "../hooks/use-chat-entries.ts";

const WELCOME_PAGE = "Ask me anything about what you are learning!";

/** /chat: the AI chat on a full page, with the same conversation as the lesson panel. */
export function Component() {
  const { entries, setEntries, clear, clearing } = useChatEntries(WELCOME_PAGE);
  return (
    <div className="mx-auto flex h-[calc(100dvh-8rem)] w-full max-w-3xl flex-col gap-4">
      <title>AI Chat · Brainy AI</title>
      <header className="flex items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            <MessageCircle aria-hidden="true" size={24} className="text-primary" /> AI Chat
          </h1>
          <p className="text-sm text-muted">
            Questions about your lessons. Ask AI on a lesson grounds the answer in it.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={clear} loading={clearing}>
          <Trash2 aria-hidden="true" size={15} /> Clear
        </Button>
      </header>
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
        <ChatConversation welcome={WELCOME_PAGE} entries={entries} setEntries={setEntries} />
      </div>
    </div>
  );
}
