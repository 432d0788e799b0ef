import type { ChatMessage, ChatMode } from "@brainy/contract";
import { useQueryClient } from "@tanstack/react-query";
import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button, cx, Spinner } from "../../../components/ui/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useChatHistory } from "../api/get-chat-history.ts";
import { useStreamChatAnswer } from "../api/stream-chat-answer.ts";
import { useVoiceChat } from "../hooks/use-voice-chat.ts";
import { chatErrorText } from "../lib/chat-errors.ts";
import { ChatBubble, type ChatEntry as Entry } from "./chat-bubble.tsx";
import { CHAT_MODES, ChatModePicker } from "./chat-mode-picker.tsx";
import { MicButton, VoiceStatusLine } from "./voice-controls.tsx";

export const WELCOME = "Ask me anything about this lesson!";

const fromHistory = (message: ChatMessage): Entry => ({
  id: message.id,
  role: message.role,
  content: message.content,
  mode: message.mode,
});

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The conversation: earlier messages, the question box (Enter sends, Shift+Enter a new line), answers
 * streamed in as Markdown with 'Thinking...' until the first words, and the Free plan's messages left today.
 */
export function ChatConversation({
  lessonId,
  welcome = WELCOME,
  draft,
  onDraftUsed,
  className,
  entries,
  setEntries,
}: {
  lessonId?: string;
  welcome?: string;
  /** Text to put in the question box (a quoted selection from 'Ask AI'). */
  draft?: string | null;
  onDraftUsed?: () => void;
  className?: string;
  entries: Entry[] | null;
  setEntries: (update: (entries: Entry[]) => Entry[]) => void;
}) {
  const history = useChatHistory();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState("");
  const [mode, setMode] = useState<ChatMode>("explain");
  const answer = useStreamChatAnswer();
  const sending = answer.isPending;
  const [remaining, setRemaining] = useState<number | null | undefined>(undefined);
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);

  // The first time the history arrives, it becomes the conversation.
  useEffect(() => {
    if (entries !== null || history.isPending) return;
    const loaded = history.data?.messages.map(fromHistory) ?? [];
    setEntries(() => [{ id: "welcome", role: "system", content: welcome }, ...loaded]);
  }, [entries, history.isPending, history.data, setEntries, welcome]);

  useEffect(() => {
    if (!draft) return;
    setQuestion(draft);
    onDraftUsed?.();
    requestAnimationFrame(() => {
      const box = input.current;
      if (!box) return;
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    });
  }, [draft, onDraftUsed]);

  useEffect(() => () => abort.current?.abort(), []);

  // Follow the conversation as it grows and as an answer streams in.
  useEffect(() => {
    if (entries === null) return;
    end.current?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "end" });
  }, [entries]);

  const dailyLimit = history.data?.dailyLimit ?? null;
  const left = remaining !== undefined ? remaining : (history.data?.remainingToday ?? null);

  const voice = useVoiceChat((heard) => void send(heard));

  /** Asks the typed question, or `spoken`: what the learner said (the box keeps what was typed). */
  async function send(spoken?: string) {
    const text = spoken ?? question.trim();
    if (!text || sending) return;
    if (spoken === undefined) setQuestion("");
    const speak = voice.speakAnswers;
    voice.speaker.stop();
    const answerId = `answer-${Date.now()}`;
    setEntries((list) => [
      ...list,
      { id: `question-${Date.now()}`, role: "user", content: text, mode },
      { id: answerId, role: "assistant", content: "", pending: true, mode },
    ]);
    const controller = new AbortController();
    abort.current = controller;
    const update = (change: (entry: Entry) => Entry) =>
      setEntries((list) => list.map((entry) => (entry.id === answerId ? change(entry) : entry)));
    try {
      const reply = await answer.mutateAsync({
        body: { message: text, mode, ...(lessonId ? { lessonId } : {}) },
        onDelta: (piece) => {
          update((entry) => ({ ...entry, content: entry.content + piece }));
          if (speak) voice.speaker.push(piece);
        },
        signal: controller.signal,
      });
      if (speak) voice.speaker.finish();
      update(() => ({
        id: reply.message.id,
        role: "assistant",
        content: reply.response,
        mode: reply.message.mode,
      }));
      setRemaining(reply.remainingToday);
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatHistory, refetchType: "none" });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      update(() => ({ id: answerId, role: "error", content: chatErrorText(error) }));
      if (dailyLimit !== null && (error as { status?: number }).status === 402) setRemaining(0);
    } finally {
      requestAnimationFrame(() => input.current?.focus());
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <div className={cx("flex min-h-0 flex-1 flex-col", className)}>
      <div
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling conversation must be reachable by keyboard.
        tabIndex={0}
      >
        {entries === null ? (
          <div className="flex flex-1 items-center justify-center">
            <Spinner label="Loading the conversation" />
          </div>
        ) : (
          entries.map((entry) => <ChatBubble key={entry.id} entry={entry} />)
        )}
        <div ref={end} />
      </div>
      <form
        className="border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <ChatModePicker name={`chat-mode-${lessonId ?? "page"}`} mode={mode} onChange={setMode} />
        <div className="flex items-end gap-2">
          <label htmlFor={`chat-input-${lessonId ?? "page"}`} className="sr-only">
            {CHAT_MODES[mode].inputLabel}
          </label>
          <textarea
            id={`chat-input-${lessonId ?? "page"}`}
            ref={input}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={CHAT_MODES[mode].placeholder}
            rows={2}
            maxLength={4000}
            className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-border-strong bg-surface-2 px-3 py-2.5 text-sm text-text placeholder:text-muted focus-visible:outline-2 focus-visible:outline-ring"
          />
          <MicButton
            recorder={voice.recorder}
            transcribing={voice.transcribing}
            disabled={sending}
            onStart={voice.start}
            onStop={voice.stop}
          />
          <Button type="submit" aria-label="Send" disabled={sending || question.trim() === ""} size="icon-lg">
            <SendHorizontal aria-hidden="true" size={18} />
          </Button>
        </div>
        <VoiceStatusLine
          id={`chat-speak-${lessonId ?? "page"}`}
          recorder={voice.recorder}
          status={voice.status}
          speakAnswers={voice.speakAnswers}
          onSpeakAnswers={voice.setSpeakAnswers}
          speaking={voice.speaker.speaking}
          played={voice.speaker.played}
          offlineHeard={voice.offlineHeard}
        />
        <p className="mt-2 text-xs text-muted" data-testid="chat-hint">
          {dailyLimit === null
            ? "Enter sends, Shift+Enter adds a line."
            : `Free plan: ${dailyLimit} AI chat queries per day${left === null ? "" : ` · ${left} left today`}. Enter sends, Shift+Enter adds a line.`}
        </p>
      </form>
    </div>
  );
}

export type { Entry as ChatEntry };
