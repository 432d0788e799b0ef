import type { NoteImportResult } from "@brainy/contract";
import { FileArchive, FolderInput, FolderOutput, NotebookText } from "lucide-react";
import { useRef } from "react";
import { ActionMenu } from "../../../components/ui/action-menu.tsx";
import { FormAlert } from "../../../components/ui/index.ts";
import { useExportNotes } from "../api/export-notes.ts";
import { useImportNotes } from "../api/import-notes.ts";

function describeImport(result: NoteImportResult): string {
  const parts = [`Imported ${result.imported} note${result.imported === 1 ? "" : "s"}`];
  if (result.renamed.length)
    parts.push(
      `${result.renamed.length} renamed because you already had that title (${result.renamed
        .slice(0, 3)
        .map((r) => `“${r.to}”`)
        .join(", ")}${result.renamed.length > 3 ? "…" : ""})`,
    );
  if (result.skipped.length)
    parts.push(
      `${result.skipped.length} file${result.skipped.length === 1 ? "" : "s"} left out (not Markdown)`,
    );
  return `${parts.join("; ")}.`;
}

/** 'Vault' on the notes page: export every note as an Obsidian vault, import a vault or Markdown files. */
export function VaultMenu() {
  const exporting = useExportNotes();
  const importing = useImportNotes();
  const zipInput = useRef<HTMLInputElement>(null);
  const mdInput = useRef<HTMLInputElement>(null);
  const pick = (files: FileList | null) => {
    if (files?.length) importing.mutate([...files]);
  };
  const error = exporting.error ?? importing.error;
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <ActionMenu
        label="Vault"
        icon={<NotebookText aria-hidden="true" size={16} />}
        busy={exporting.isPending || importing.isPending}
        items={[
          {
            label: "Export vault (.zip)",
            hint: "Markdown files for Obsidian, links and tags kept",
            icon: <FolderOutput size={18} />,
            onSelect: () => exporting.mutate(),
          },
          {
            label: "Import a vault (.zip)",
            hint: "A zipped Obsidian vault or Markdown folder",
            icon: <FileArchive size={18} />,
            onSelect: () => zipInput.current?.click(),
          },
          {
            label: "Import Markdown files",
            hint: "One or more .md files",
            icon: <FolderInput size={18} />,
            onSelect: () => mdInput.current?.click(),
          },
        ]}
      />
      <input
        ref={zipInput}
        type="file"
        accept=".zip,application/zip"
        hidden
        aria-label="Vault zip to import"
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = "";
        }}
      />
      <input
        ref={mdInput}
        type="file"
        multiple
        accept=".md,.markdown,text/markdown"
        hidden
        aria-label="Markdown files to import"
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = "";
        }}
      />
      {importing.data && (
        <p role="status" className="max-w-md text-sm text-muted sm:text-right">
          {describeImport(importing.data)}
        </p>
      )}
      {error && <FormAlert>{error.message}</FormAlert>}
    </div>
  );
}
