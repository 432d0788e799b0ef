import type { ClassInvite, ClassRole } from "@brainy/contract";
import { Copy, Ticket } from "lucide-react";
import { Button, Card, FormAlert, toast } from "../../../components/ui/index.ts";
import { useClassChange } from "../api/classes.ts";
import { createInvite, revokeInvite } from "../api/invites.ts";
import { EmailInviteForm } from "./email-invite-form.tsx";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** Invite codes and links: make one for students or a co-teacher, copy it, withdraw it. */
export function InvitePanel({ classId, invites }: { classId: string; invites: ClassInvite[] }) {
  const make = useClassChange((role: ClassRole) => createInvite(classId, { role }));
  const revoke = useClassChange((inviteId: string) => revokeInvite(classId, inviteId));
  const live = invites.filter((i) => !i.revoked && Date.parse(i.expiresAt) > Date.now());
  const copyLink = (invite: ClassInvite) => {
    const link = `${window.location.origin}${invite.path}`;
    void navigator.clipboard?.writeText(link).then(
      () => toast("Link copied.", { variant: "success" }),
      () => toast(link),
    );
  };
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Ticket aria-hidden="true" size={18} className="text-primary" /> Invites
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={make.isPending && make.variables === "student"}
          onClick={() => make.mutate("student")}
        >
          New student code
        </Button>
        <Button size="sm" variant="outline" onClick={() => make.mutate("teacher")}>
          Invite a co-teacher
        </Button>
      </div>
      {live.length === 0 ? (
        <p className="text-sm text-muted">No working code. Make one and give it to your students.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Working invite codes">
          {live.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex flex-col">
                <span className="font-mono text-lg font-semibold tracking-widest" data-testid="invite-code">
                  {invite.code}
                </span>
                <span className="text-xs text-muted">
                  {invite.role === "teacher" ? "Co-teacher" : "Students"} · until{" "}
                  {dateFormat.format(new Date(invite.expiresAt))}
                </span>
              </span>
              <span className="flex gap-2">
                <Button size="sm" variant="ghost" onClick={() => copyLink(invite)}>
                  <Copy aria-hidden="true" size={14} /> Copy link
                  <span className="sr-only"> for {invite.code}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => revoke.mutate(invite.id)}>
                  Withdraw<span className="sr-only"> {invite.code}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <EmailInviteForm classId={classId} />
      <div aria-live="polite">
        {(make.error ?? revoke.error) && <FormAlert>{(make.error ?? revoke.error)!.message}</FormAlert>}
      </div>
    </Card>
  );
}
