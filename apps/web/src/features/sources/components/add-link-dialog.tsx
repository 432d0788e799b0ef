import { type FormEvent, useState } from "react";
import { Button, Dialog, FormAlert, Input, toast } from "../../../components/ui/index.ts";
import { useAddLinkSource } from "../api/add-link-source.ts";

/** 'Add a link': a web page, a YouTube video, or a PDF/DOCX/EPUB at an address, read on the server. */
export function AddLinkDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddLinkSource();
  const [url, setUrl] = useState("");
  const [title, setTitle] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { url, ...(title.trim() ? { title } : {}) },
      {
        onSuccess: () => {
          toast("Link added. Brainy is reading it.", { variant: "success" });
          setUrl("");
          setTitle("");
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) add.reset();
        onOpenChange(next);
      }}
      title="Add a link"
      description="An article, a documentation page, a YouTube video (its captions), or a PDF or DOCX at a link. Brainy reads its main text and cites it by heading or by second."
      size="lg"
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        {add.error && <FormAlert>{add.error.message}</FormAlert>}
        <Input
          label="Link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
          maxLength={2000}
          autoComplete="url"
        />
        <Input
          label="Title (optional)"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
          hint="Leave it empty to use the page's own title."
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending} disabled={!url.trim()}>
            Add link
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
