import { type EmailInvitesResult, MAX_INVITE_EMAILS } from "@brainy/contract";
import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, FormAlert, Textarea } from "../../../components/ui/index.ts";
import { emailInvites } from "../api/class-extras.ts";
import { useClassChange } from "../api/classes.ts";

const STATUS_TEXT: Record<EmailInvitesResult["results"][number]["status"], string> = {
  sent: "sent",
  already_invited: "already invited today",
  daily_limit: "not sent: today's limit is reached",
  failed: "could not be sent",
};

/** Addresses typed or pasted one per line, or separated by commas, spaces or semicolons. */
const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Invites students by email: each gets the join link, which shows what the teacher sees before joining. */
export function EmailInviteForm({ classId }: { classId: string }) {
  const [text, setText] = useState("");
  const send = useClassChange((emails: string[]) => emailInvites(classId, emails));
  const count = splitAddresses(text).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return;
    send.mutate(splitAddresses(text), { onSuccess: () => setText("") });
  };
  return (
    <form className="flex flex-col gap-2 border-t border-border pt-4" onSubmit={submit}>
      <Textarea
        label="Invite students by email"
        hint={`One address a line, up to ${MAX_INVITE_EMAILS} at a time. Each gets the join link.`}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        className="self-start"
        loading={send.isPending}
        disabled={count === 0 || count > MAX_INVITE_EMAILS}
      >
        <Mail aria-hidden="true" size={14} /> Send invitations
      </Button>
      <div aria-live="polite">
        {send.error && <FormAlert>{send.error.message}</FormAlert>}
        {send.data && (
          <ul
            className="flex flex-col gap-1 text-sm"
            aria-label="Invitations"
            data-testid="email-invite-results"
          >
            {send.data.results.map((r) => (
              <li key={r.email}>
                <span className="font-medium break-all">{r.email}</span>:{" "}
                <span className={r.status === "sent" ? undefined : "text-muted"}>
                  {STATUS_TEXT[r.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
