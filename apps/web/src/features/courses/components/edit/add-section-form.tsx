import type { CourseOutlineSection } from "@brainy/contract";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, Input, Select } from "../../../../components/ui/index.ts";
import type { RunEdit } from "./run-edit.ts";

/** The chosen place in full words (the select may cut a long section title short). */
function placeOf(where: string, sections: CourseOutlineSection[]): string {
  if (where === "") return "The AI puts the new section where it fits in the course.";
  if (where === "0") return "The new section comes first.";
  const index = Number(where);
  return `The new section comes after section ${index}, “${sections[index - 1]?.content ?? ""}”.`;
}

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
      <Select
        label="Where"
        value={where}
        onChange={(event) => setWhere(event.target.value)}
        // A phone's select shows one short line: the options stay short, the hint says the choice in full.
        hint={placeOf(where, sections)}
        options={[
          { value: "", label: "Where it fits" },
          { value: "0", label: "At the start" },
          ...sections.map((section, index) => ({
            value: String(index + 1),
            label: `After ${index + 1}. ${section.content}`,
          })),
        ]}
      />
      <Button type="submit" disabled={busy} className="self-start">
        <Plus aria-hidden="true" size={16} /> Add section
      </Button>
    </form>
  );
}
