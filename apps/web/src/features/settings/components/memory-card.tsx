import { Download } from "lucide-react";
import { useState } from "react";
import { Button, Card, Dialog, FormAlert, Spinner, toast } from "../../../components/ui/index.ts";
import { useMemory, useMemoryActions } from "../api/memory.ts";
import { MemoryItemRow } from "./memory-item-row.tsx";

/**
 * Settings → 'What Brainy remembers' (issue 38): the facts the tutor noted from the learner's
 * chats, each with where it came from, edited in place or deleted; 'Delete all' after a confirm;
 * the switch that stops remembering; the memory as a JSON download.
 */
export function MemoryCard() {
  const memory = useMemory();
  const actions = useMemoryActions();
  const [confirming, setConfirming] = useState(false);
  const items = memory.data?.items ?? [];
  const remember = memory.data?.remember ?? true;
  const busy = actions.remove.isPending || actions.removeAll.isPending || actions.update.isPending;
  const error =
    actions.remove.error ?? actions.removeAll.error ?? actions.settings.error ?? actions.exportFile.error;

  const removeAll = () =>
    actions.removeAll.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast("Brainy forgot everything it remembered about you.", { variant: "success" });
      },
    });

  return (
    <Card className="mb-6 flex flex-col gap-4 p-5 sm:p-7" aria-labelledby="memory-heading">
      <div className="flex flex-col gap-1">
        <h2 id="memory-heading" className="text-lg font-semibold text-text">
          What Brainy remembers
        </h2>
        <p className="text-sm text-muted">
          Facts the tutor noted from your chats: how you like to learn, what you often mix up, dates such as
          an exam. The tutor and the lesson writer use them. Never the text of your sources or notes.
        </p>
      </div>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface-2 p-3">
        <div className="flex flex-col">
          <span id="remember-label" className="text-sm font-medium text-text">
            Remember things about me
          </span>
          <span id="remember-hint" className="text-xs text-muted">
            Off: nothing new is noted, and the tutor and lessons stop using what is below.
          </span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={remember}
          aria-labelledby="remember-label"
          aria-describedby="remember-hint"
          disabled={!memory.data || actions.settings.isPending}
          onClick={() => actions.settings.mutate({ remember: !remember })}
          className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-55 ${
            remember ? "border-primary bg-primary" : "border-border-strong bg-surface"
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-4 rounded-full shadow transition-transform ${
              remember ? "translate-x-6 bg-primary-fg" : "translate-x-1 bg-muted"
            }`}
          />
        </button>
      </div>
      {memory.isPending ? (
        <Spinner label="Loading what Brainy remembers" showLabel />
      ) : memory.isError ? (
        <FormAlert>{memory.error.message}</FormAlert>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">
          Nothing yet. Tell the tutor things like “My exam is on 12 June” or “I prefer short examples”, and
          Brainy keeps them here.
        </p>
      ) : (
        <ul aria-label="Remembered facts" className="flex flex-col">
          {items.map((item) => (
            <MemoryItemRow
              key={item.id}
              item={item}
              busy={busy}
              onSave={(text) => actions.update.mutateAsync({ id: item.id, text })}
              onDelete={() => actions.remove.mutate(item.id)}
            />
          ))}
        </ul>
      )}
      {error && <FormAlert>{error.message}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={actions.exportFile.isPending}
          onClick={() => actions.exportFile.mutate()}
        >
          <Download aria-hidden="true" size={14} /> Export
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={items.length === 0 || busy}
          onClick={() => setConfirming(true)}
        >
          Delete all
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete everything Brainy remembers?"
        description={`The ${items.length === 1 ? "fact" : `${items.length} facts`} above will be forgotten. This cannot be undone.`}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={actions.removeAll.isPending} onClick={removeAll}>
              Delete all
            </Button>
          </>
        }
      />
    </Card>
  );
}
