import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { Checkbox } from "../../../components/ui/index.ts";
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
  if (sources.length === 0) return null;
  const ready = sources.filter((source) => source.state === "ready");
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-text">
        <BookOpen aria-hidden="true" size={16} className="text-primary-strong" />
        Use my material
      </legend>
      <p className="text-sm text-muted">{hint}</p>
      {ready.length === 0 ? (
        <p className="text-sm text-muted">
          Your sources are still being read.{" "}
          <Link to="/sources" className="font-medium text-primary-strong underline underline-offset-2">
            See your sources
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {ready.map((source) => (
            <li key={source.id}>
              <Checkbox
                label={source.title}
                description={`${source.kind.toUpperCase()} · ${source.pagesTotal ?? source.passageCount} ${source.kind === "pdf" ? "pages" : "parts"}`}
                checked={sourceIds.includes(source.id)}
                disabled={disabled}
                onCheckedChange={(used) => onToggle(source.id, used)}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
