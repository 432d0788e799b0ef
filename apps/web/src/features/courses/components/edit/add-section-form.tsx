import type { CourseOutlineSection } from "@brainy/contract";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, Input, Select } from "../../../../components/ui/index.ts";
import type { RunEdit } from "./run-edit.ts";

/** 'Add a section about …': written by the AI, placed where it fits or where the learner says. */
export function AddSectionForm({
  sections,
  busy,
  run,
}: {
  sections: CourseOutlineSection[];
  busy: boolean;
  run: RunEdit;
}) {
  const [subject, setSubject] = useState("");
  const [where, setWhere] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = subject.trim();
    if (text.length < 2) {
      setError("Say what the section should be about.");
      return;
    }
    setError(undefined);
    run(
      { kind: "addSection", subject: text, ...(where === "" ? {} : { position: Number(where) }) },
      `Added a section about ${text}.`,
    );
    setSubject("");
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2/40 p-4"
    >
      <Input
        label="Add a section about …"
        placeholder="e.g. plotting data with charts"
        value={subject}
        maxLength={200}
        onChange={(event) => setSubject(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label="Where"
          wrapperClassName="min-w-56 flex-1"
          value={where}
          onChange={(event) => setWhere(event.target.value)}
          options={[
            { value: "", label: "Where it fits (chosen by the AI)" },
            { value: "0", label: "At the start" },
            ...sections.map((section, index) => ({
              value: String(index + 1),
              label: `After ${index + 1}. ${section.content}`,
            })),
          ]}
        />
        <Button type="submit" disabled={busy}>
          <Plus aria-hidden="true" size={16} /> Add section
        </Button>
      </div>
    </form>
  );
}
