import { Megaphone } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, Card, FormAlert, Textarea, toast } from "../../../components/ui/index.ts";
import { announce } from "../api/assignments.ts";
import { useClassChange } from "../api/classes.ts";

/** An announcement to the class: plain text, shown on the students' /home. */
export function AnnounceForm({ classId }: { classId: string }) {
  const [body, setBody] = useState("");
  const send = useClassChange((text: string) => announce(classId, text));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    send.mutate(body.trim(), {
      onSuccess: () => {
        setBody("");
        toast("Announced to the class.", { variant: "success" });
      },
    });
  };
  return (
    <Card>
      <form className="flex flex-col gap-3" onSubmit={submit} aria-labelledby="announce-title">
        <h2 id="announce-title" className="flex items-center gap-2 text-lg font-semibold">
          <Megaphone aria-hidden="true" size={18} className="text-primary" /> Announce
        </h2>
        <Textarea
          label="Message to your students"
          value={body}
          maxLength={2000}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="self-start" loading={send.isPending}>
          Send announcement
        </Button>
        <div aria-live="polite">{send.error && <FormAlert>{send.error.message}</FormAlert>}</div>
      </form>
    </Card>
  );
}
