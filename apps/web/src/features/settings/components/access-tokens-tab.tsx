import type { AccessToken } from "@brainy/contract";
import { Bot, Copy, KeyRound } from "lucide-react";
import { useState } from "react";
import { Badge, Button, Card, Dialog, FormAlert, PageError, Spinner } from "../../../components/ui/index.ts";
import { useAccessTokens, useRevokeAccessToken } from "../api/access-tokens.ts";
import { CreateTokenForm } from "./create-token-form.tsx";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { dateStyle: "medium" });

/** "just now", "5 minutes ago", "3 hours ago", or the date. */
function lastUsedLabel(iso: string | null, now = Date.now()): string {
  if (!iso) return "Never used";
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 2) return "Used just now";
  if (minutes < 60) return `Used ${minutes} minutes ago`;
  if (minutes < 24 * 60) return `Used ${Math.floor(minutes / 60)} hours ago`;
  return `Last used ${day(iso)}`;
}

/**
 * Settings → Access tokens: personal access tokens for scripts and MCP clients (made here, each
 * shown once) and the apps connected through OAuth; each revoked here, at once.
 */
export function AccessTokensTab() {
  const tokens = useAccessTokens();
  const personal = tokens.data?.filter((token) => token.kind === "personal") ?? [];
  const apps = tokens.data?.filter((token) => token.kind === "app") ?? [];
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <KeyRound aria-hidden="true" size={18} className="text-primary" /> New personal access token
        </h2>
        <p className="text-sm text-muted">
          Lets a script or an AI assistant use Brainy as you, within the scopes you choose. A token never
          changes your account, plan or tokens.
        </p>
        <McpAddress />
        <CreateTokenForm />
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Your tokens</h2>
        {tokens.isPending && <Spinner label="Loading your tokens" showLabel />}
        {tokens.isError && (
          <PageError message="Failed to load your tokens." onRetry={() => void tokens.refetch()} />
        )}
        {tokens.data && personal.length === 0 && <p className="text-sm text-muted">No tokens yet.</p>}
        <TokenList tokens={personal} />
      </Card>
      {apps.length > 0 && (
        <Card className="flex flex-col gap-3">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Bot aria-hidden="true" size={18} className="text-primary" /> Connected apps
          </h2>
          <p className="text-sm text-muted">AI assistants you allowed through Brainy's sign-in.</p>
          <TokenList tokens={apps} />
        </Card>
      )}
    </div>
  );
}

/** The MCP server's address, to paste into an MCP client. */
function McpAddress() {
  const [copied, setCopied] = useState(false);
  const address = new URL("/mcp", window.location.origin).toString();
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface-2/60 px-3 py-2 text-sm">
      <span className="text-muted">MCP server:</span>
      <code className="min-w-0 break-all font-mono text-text">{address}</code>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Copy the MCP server address"
        onClick={() => {
          void navigator.clipboard?.writeText(address).then(() => setCopied(true));
        }}
      >
        <Copy aria-hidden="true" size={14} /> {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}

function TokenList({ tokens }: { tokens: AccessToken[] }) {
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const revoke = useRevokeAccessToken();
  if (tokens.length === 0) return null;
  const app = revoking?.kind === "app";
  return (
    <>
      <ul className="flex flex-col divide-y divide-border">
        {tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        size="sm"
        title={app ? `Disconnect ${revoking?.name}?` : `Revoke “${revoking?.name}”?`}
        description={
          app
            ? "It loses access to Brainy at once; connecting it again asks you anew."
            : "Anything using this token stops working at once. This cannot be undone."
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={revoke.isPending}
              onClick={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
            >
              {app ? "Disconnect" : "Revoke"}
            </Button>
          </>
        }
      >
        {revoke.error && <FormAlert>{revoke.error.message}</FormAlert>}
      </Dialog>
    </>
  );
}

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: () => void }) {
  const expired = token.expiresAt !== null && new Date(token.expiresAt).getTime() <= Date.now();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-text">
          <span className="break-all">{token.name}</span>
          {token.prefix && <code className="font-mono text-xs text-muted">{token.prefix}…</code>}
          {expired && <Badge variant="danger">Expired</Badge>}
        </p>
        <p className="flex flex-wrap items-center gap-1.5">
          <span className="sr-only">Scopes:</span>
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="primary">
              {scope}
            </Badge>
          ))}
        </p>
        <p className="text-xs text-muted">
          {token.kind === "app" ? "Connected" : "Created"} {day(token.createdAt)}
          {token.expiresAt && !expired ? ` · expires ${day(token.expiresAt)}` : ""} ·{" "}
          {lastUsedLabel(token.lastUsedAt)}
        </p>
      </div>
      <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={onRevoke}>
        {token.kind === "app" ? "Disconnect" : "Revoke"}
        <span className="sr-only"> {token.name}</span>
      </Button>
    </li>
  );
}
