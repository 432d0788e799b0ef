import { SOURCE_PASTE_MAX } from "@brainy/contract";
import { type FormEvent, useState } from "react";
import { Button, Dialog, FormAlert, Input, Textarea, toast } from "../../../components/ui/index.ts";
import { usePasteSource } from "../api/paste-source.ts";

/** 'Paste text': a title and the text, stored as a source (Markdown # headings are kept). */
export function PasteSourceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const paste = usePasteSource();
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    paste.mutate(
      { title, text },
      {
        onSuccess: () => {
          toast("Text added. Brainy is reading it.", { variant: "success" });
          setTitle("");
          setText("");
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Paste text"
      description="Lecture notes, an article, a chapter: Markdown headings (#) become sections."
      size="lg"
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        {paste.error && <FormAlert>{paste.error.message}</FormAlert>}
        <Input
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={200}
        />
        <Textarea
          label="Text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          rows={10}
          maxLength={SOURCE_PASTE_MAX}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={paste.isPending} disabled={!title.trim() || !text.trim()}>
            Add text
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
