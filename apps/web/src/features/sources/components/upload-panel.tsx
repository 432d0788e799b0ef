import { type PlanTier, SOURCE_LIMITS } from "@brainy/contract";
import { ClipboardPaste, Link2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button, Card, FormAlert, ProgressBar, toast } from "../../../components/ui/index.ts";
import { type UploadProgress, useUploadSource } from "../api/upload-source.ts";
import { AddLinkDialog } from "./add-link-dialog.tsx";
import { formatBytes } from "./format.ts";
import { PasteSourceDialog } from "./paste-source-dialog.tsx";

const ACCEPT = ".pdf,.docx,.epub,.md,.markdown,.txt,application/pdf,text/plain,text/markdown";

/** Upload a file (bytes sent shown as they go), add a link or paste text; the plan's limits said plainly. */
export function UploadPanel({ tier }: { tier: PlanTier }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [pasting, setPasting] = useState(false);
  const [linking, setLinking] = useState(false);
  const upload = useUploadSource(setProgress);
  const limits = SOURCE_LIMITS[tier];

  function choose(file: File | undefined) {
    if (!file) return;
    upload.reset();
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(file, {
      onSuccess: (source) =>
        toast(`'${source.title}' uploaded. Brainy is reading it.`, { variant: "success" }),
      onSettled: () => {
        setProgress(null);
        if (input.current) input.current.value = "";
      },
    });
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id="source-file"
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-label="Choose a file to upload"
          tabIndex={-1}
          onChange={(event) => choose(event.target.files?.[0])}
          disabled={upload.isPending}
          data-testid="source-file-input"
        />
        <Button onClick={() => input.current?.click()} loading={upload.isPending}>
          <Upload aria-hidden="true" size={16} /> Upload a file
        </Button>
        <Button variant="secondary" onClick={() => setLinking(true)}>
          <Link2 aria-hidden="true" size={16} /> Add a link
        </Button>
        <Button variant="secondary" onClick={() => setPasting(true)}>
          <ClipboardPaste aria-hidden="true" size={16} /> Paste text
        </Button>
        <p className="text-xs text-muted">
          PDF, DOCX, EPUB, Markdown, text, a web page or a video · up to {limits.sources} sources of{" "}
          {formatBytes(limits.bytesPerSource)} and {limits.pagesPerSource.toLocaleString("en-GB")} pages each
          on your plan
        </p>
      </div>
      {progress && (
        <div data-testid="upload-progress">
          <ProgressBar
            value={progress.total ? (progress.loaded / progress.total) * 100 : 0}
            label={`Uploading: ${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}`}
            showLabel
          />
        </div>
      )}
      {upload.error && <FormAlert>{upload.error.message}</FormAlert>}
      <PasteSourceDialog open={pasting} onOpenChange={setPasting} />
      <AddLinkDialog open={linking} onOpenChange={setLinking} />
    </Card>
  );
}
