import type { ReviewCard } from "@brainy/contract";
import { type FormEvent, useState } from "react";
import { Badge, Button, FormAlert, Input, Textarea } from "../../../components/ui/index.ts";
import { useCreateCard } from "../api/create-card.ts";
import { useDeleteCard } from "../api/delete-card.ts";
import { useExportCards } from "../api/export-cards.ts";
import { useCards } from "../api/get-cards.ts";
import { useImportCards } from "../api/import-cards.ts";
import { useUpdateCard } from "../api/update-card.ts";

const SOURCE_LABELS: Record<string, string> = {
  lesson: "Lesson",
  "missed-question": "Missed question",
  selection: "Selection",
  note: "Note",
  manual: "Yours",
  import: "Imported",
};

/** A card's question and answer fields, as adding and editing show them. */
function CardTextFields(props: {
  questionLabel: string;
  front: string;
  back: string;
  onFront: (value: string) => void;
  onBack: (value: string) => void;
}) {
  return (
    <>
      <Input
        label={props.questionLabel}
        value={props.front}
        onChange={(e) => props.onFront(e.target.value)}
        required
        maxLength={2000}
      />
      <Textarea
        label="Answer"
        value={props.back}
        onChange={(e) => props.onBack(e.target.value)}
        rows={2}
        maxLength={2000}
      />
    </>
  );
}

/** A card the learner writes: a question and its answer, or a cloze ({{c1::…}}) text. */
function AddCardForm() {
  const create = useCreateCard();
  const [front, setFront] = useState("");
  const [back, setBack] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    const kind = /\{\{c\d+::/.test(front) ? "cloze" : "basic";
    create.mutate(
      { front, back, kind },
      {
        onSuccess: () => {
          setFront("");
          setBack("");
        },
      },
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <CardTextFields
        questionLabel="Question (or text with {{c1::hidden}} parts)"
        front={front}
        back={back}
        onFront={setFront}
        onBack={setBack}
      />
      {create.error && <FormAlert>{create.error.message}</FormAlert>}
      <Button type="submit" loading={create.isPending} className="self-start">
        Add card
      </Button>
    </form>
  );
}

/** One card in the list: its text (editable in place), suspend or resume, delete. */
function CardItem({ card }: { card: ReviewCard }) {
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const [editing, setEditing] = useState(false);
  const [front, setFront] = useState(card.front);
  const [back, setBack] = useState(card.back);
  if (editing) {
    return (
      <li className="flex flex-col gap-3 py-3">
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ id: card.id, body: { front, back } }, { onSuccess: () => setEditing(false) });
          }}
        >
          <CardTextFields
            questionLabel="Question"
            front={front}
            back={back}
            onFront={setFront}
            onBack={setBack}
          />
          {update.error && <FormAlert>{update.error.message}</FormAlert>}
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={update.isPending}>
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 py-3 mobile:flex-row mobile:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-medium">{card.front}</p>
        <p className="truncate text-xs text-muted">
          {SOURCE_LABELS[card.source]} {card.lessonTitle ? `· ${card.lessonTitle}` : ""} · due{" "}
          {new Date(card.due).toLocaleDateString()}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {card.suspended && <Badge variant="warning">Suspended</Badge>}
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => update.mutate({ id: card.id, body: { suspended: !card.suspended } })}
        >
          {card.suspended ? "Resume" : "Suspend"}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => remove.mutate(card.id)}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Export to Anki's text format, and import from it. */
function AnkiExchange() {
  const exporting = useExportCards();
  const importing = useImportCards();
  const result = importing.data;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => exporting.mutate(undefined)} loading={exporting.isPending}>
          Export to Anki
        </Button>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
          Import from Anki (.txt)
          <input
            type="file"
            accept=".txt,text/plain"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) importing.mutate(file);
              event.target.value = "";
            }}
          />
        </label>
      </div>
      {result && (
        <p className="text-sm text-muted" role="status">
          Imported {result.imported} card{result.imported === 1 ? "" : "s"}
          {result.duplicates ? `, ${result.duplicates} you already had` : ""}
          {result.skipped ? `, ${result.skipped} rows skipped` : ""}.
        </p>
      )}
      {(exporting.error ?? importing.error) && (
        <FormAlert>{(exporting.error ?? importing.error)?.message}</FormAlert>
      )}
    </div>
  );
}

/** Every card of the learner: add one, edit, suspend or resume, delete; export to Anki and import. */
export function CardManager() {
  const cards = useCards();
  return (
    <details
      className="rounded-2xl border border-border bg-surface p-4 mobile:p-6"
      data-testid="card-manager"
    >
      <summary className="cursor-pointer text-base font-semibold">
        Your cards{cards.data ? ` (${cards.data.length})` : ""}
      </summary>
      <div className="mt-4 flex flex-col gap-6">
        <AddCardForm />
        <AnkiExchange />
        <ul className="flex flex-col divide-y divide-border">
          {cards.data?.map((card) => (
            <CardItem key={card.id} card={card} />
          ))}
        </ul>
      </div>
    </details>
  );
}
