import { CalendarPlus, Copy } from "lucide-react";
import { useState } from "react";
import { Button, Card, FormAlert, Input } from "../../../components/ui/index.ts";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed.ts";

/**
 * The private calendar feed of the study plan: made, remade (the old address stops working) and
 * revoked here. Its address is shown once, right after it is made: the server keeps only a hash.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setCopied(false);
        setUrl(new URL(made.path, window.location.origin).toString());
      },
    });
  const active = feed.data?.active ?? false;
  return (
    <Card className="mt-6 flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <CalendarPlus aria-hidden="true" size={18} className="text-primary" /> Calendar feed
      </h2>
      <p className="text-sm text-muted">
        Subscribe to your study slots and their planned lessons in Google Calendar, Apple Calendar or Outlook.
        Anyone with the address can read it: keep it private, and make a new one if it leaks.
      </p>
      {active && !url && feed.data?.createdAt && (
        <p className="text-sm">
          A feed is active since{" "}
          {new Date(feed.data.createdAt).toLocaleDateString("en-GB", { dateStyle: "long" })}
          {feed.data.timeZone ? ` (${feed.data.timeZone})` : ""}. Its address was shown when it was made.
        </p>
      )}
      {url && (
        <div className="flex flex-wrap items-end gap-2">
          <Input
            label="Your private feed address (shown once)"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            wrapperClassName="min-w-0 flex-1"
          />
          <Button
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            <Copy aria-hidden="true" size={16} /> {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={make} loading={create.isPending} disabled={feed.isPending}>
          {active ? "Make a new address" : "Create calendar feed"}
        </Button>
        {active && (
          <Button
            variant="outline"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => setUrl(null) })}
          >
            Revoke feed
          </Button>
        )}
      </div>
      {(create.error || revoke.error) && <FormAlert>{(create.error ?? revoke.error)?.message}</FormAlert>}
    </Card>
  );
}
