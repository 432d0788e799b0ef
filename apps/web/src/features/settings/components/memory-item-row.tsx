import { MEMORY_TEXT_MAX, type MemoryItem, MemoryTextSchema } from "@brainy/contract";
import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Badge, Button, Input } from "../../../components/ui/index.ts";

const KIND_LABELS: Record<MemoryItem["kind"], string> = {
  preference: "Preference",
  misconception: "Often mixed up",
  circumstance: "Circumstance",
};

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** One remembered fact: its kind, text and source, edited in place or deleted. */
export function MemoryItemRow(props: {
  item: MemoryItem;
  busy: boolean;
  onSave: (text: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { item } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = MemoryTextSchema.safeParse(draft ?? "");
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await props.onSave(parsed.data);
      setDraft(null);
      setError(undefined);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The change could not be saved.");
    }
  };
  const cancel = () => {
    setDraft(null);
    setError(undefined);
  };

  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0">
      {draft === null ? (
        <div className="flex items-start gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="break-words text-sm text-text">{item.text}</p>
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
              <Badge>{KIND_LABELS[item.kind]}</Badge>
              <span>
                From{" "}
                <Link to="/chat" className="underline underline-offset-2 hover:text-text">
                  a chat
                </Link>{" "}
                on {dateOf(item.source.at)}
                {item.edited ? " · edited by you" : ""}
              </span>
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit: ${item.text}`}
            disabled={props.busy}
            onClick={() => setDraft(item.text)}
          >
            <Pencil aria-hidden="true" size={16} />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete: ${item.text}`}
            disabled={props.busy}
            onClick={props.onDelete}
          >
            <Trash2 aria-hidden="true" size={16} />
          </Button>
        </div>
      ) : (
        <form
          onSubmit={save}
          onKeyDown={(event) => event.key === "Escape" && cancel()}
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
          noValidate
        >
          <Input
            label="What Brainy should remember"
            hideLabel
            value={draft}
            maxLength={MEMORY_TEXT_MAX}
            autoFocus
            error={error}
            wrapperClassName="flex-1"
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="md" disabled={props.busy}>
              Save
            </Button>
            <Button type="button" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
