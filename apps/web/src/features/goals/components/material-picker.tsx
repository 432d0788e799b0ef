import { BookOpen, Link2 } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Link } from "react-router";
import { Button, Checkbox, FormAlert, Input } from "../../../components/ui/index.ts";
import { useAddMaterialLink } from "../api/add-link-source.ts";
import { useMaterial } from "../api/get-material.ts";

type MaterialPickerProps = {
  sourceIds: string[];
  disabled: boolean;
  onToggle: (sourceId: string, used: boolean) => void;
  /** What choosing a source does here. */
  hint?: string;
};

/**
 * 'Use my material': the learner's ready sources as checkboxes. The planner then follows their
 * chapters and the lessons are written from their passages, with citations.
 */
export function MaterialPicker({
  sourceIds,
  disabled,
  onToggle,
  hint = "Courses follow your source's chapters, and lessons are written from it with citations.",
}: MaterialPickerProps) {
  const material = useMaterial();
  const sources = material.data ?? [];
  if (material.isPending) return null;
  const ready = sources.filter((source) => source.state === "ready");
  const reading = sources.filter((source) => source.state === "queued" || source.state === "processing");
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-text">
        <BookOpen aria-hidden="true" size={16} className="text-primary-strong" />
        Use my material
      </legend>
      <p className="text-sm text-muted">{hint}</p>
      {reading.length > 0 && (
        <p className="text-sm text-muted" role="status">
          Reading {reading.map((s) => `'${s.title}'`).join(", ")}...{" "}
          <Link to="/sources" className="font-medium text-primary-strong underline underline-offset-2">
            See your sources
          </Link>
        </p>
      )}
      {ready.length === 0 ? (
        reading.length === 0 && (
          <p className="text-sm text-muted">
            Add a web page or a video below, or{" "}
            <Link to="/sources" className="font-medium text-primary-strong underline underline-offset-2">
              upload files on Sources
            </Link>
            .
          </p>
        )
      ) : (
        <ul className="flex flex-col gap-2">
          {ready.map((source) => (
            <li key={source.id}>
              <Checkbox
                label={source.title}
                description={
                  source.link
                    ? `${source.kind === "video" ? "Video" : "Web page"} · ${source.passageCount} passages`
                    : `${source.kind.toUpperCase()} · ${source.pagesTotal ?? source.passageCount} ${source.kind === "pdf" ? "pages" : "parts"}`
                }
                checked={sourceIds.includes(source.id)}
                disabled={disabled}
                onCheckedChange={(used) => onToggle(source.id, used)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddLinkRow disabled={disabled} />
    </fieldset>
  );
}

/** 'Add a link' inside 'Use my material': the page or video is read on the server, then can be chosen. */
function AddLinkRow({ disabled }: { disabled: boolean }) {
  const add = useAddMaterialLink();
  const [url, setUrl] = useState("");
  // Not a form of its own: the picker sits inside the wizard's form, and forms do not nest.
  function submit() {
    if (!url.trim() || add.isPending) return;
    add.mutate({ url }, { onSuccess: () => setUrl("") });
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <Input
          label="Add a link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e: KeyboardEvent) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            submit();
          }}
          wrapperClassName="min-w-0 flex-1"
          disabled={disabled}
          maxLength={2000}
        />
        <Button
          type="button"
          variant="secondary"
          loading={add.isPending}
          disabled={disabled || !url.trim()}
          onClick={submit}
        >
          <Link2 aria-hidden="true" size={16} /> Add
        </Button>
      </div>
      {add.error && <FormAlert>{add.error.message}</FormAlert>}
    </div>
  );
}
