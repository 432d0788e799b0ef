import {
  type CreatedAccessToken,
  TOKEN_EXPIRY_DAYS,
  TOKEN_SCOPE_DESCRIPTIONS,
  TOKEN_SCOPES,
  type TokenScope,
} from "@brainy/contract";
import { Copy, KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, Checkbox, FormAlert, Input, Select } from "../../../components/ui/index.ts";
import { useCreateAccessToken } from "../api/access-tokens.ts";

const EXPIRY_LABELS: Record<(typeof TOKEN_EXPIRY_DAYS)[number], string> = {
  7: "7 days",
  30: "30 days",
  90: "90 days",
  365: "1 year",
};

/** The form that makes a personal access token, and the token shown once when made. */
export function CreateTokenForm() {
  const create = useCreateAccessToken();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TokenScope[]>(["read"]);
  const [days, setDays] = useState("30");
  const [made, setMade] = useState<CreatedAccessToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes, expiresInDays: Number(days) },
      {
        onSuccess: (answer) => {
          setMade(answer);
          setName("");
        },
      },
    );
  };
  const toggle = (scope: TokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  if (made) return <NewToken made={made} onDone={() => setMade(null)} />;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="New access token">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Input
          label="Token name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. Claude Desktop, flashcard script"
          maxLength={80}
          required
        />
        <Select
          label="Expires after"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          options={TOKEN_EXPIRY_DAYS.map((d) => ({ value: String(d), label: EXPIRY_LABELS[d] }))}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-text">Scopes</legend>
        {TOKEN_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            label={<span className="font-medium">{scope}</span>}
            description={TOKEN_SCOPE_DESCRIPTIONS[scope]}
            checked={scopes.includes(scope)}
            onCheckedChange={(on) => toggle(scope, on)}
          />
        ))}
      </fieldset>
      {create.error && <FormAlert>{create.error.message}</FormAlert>}
      <Button
        type="submit"
        className="self-start"
        loading={create.isPending}
        disabled={name.trim() === "" || scopes.length === 0}
      >
        <KeyRound aria-hidden="true" size={16} /> Create token
      </Button>
    </form>
  );
}

/** A new token's secret, shown this once with a copy button: Brainy keeps only its hash. */
function NewToken({ made, onDone }: { made: CreatedAccessToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-success/40 bg-success/10 p-4" role="status">
      <p className="text-sm font-medium text-text">
        “{made.token.name}” is ready. Copy it now: you will not see it again.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Input
          label="Your new token (shown once)"
          value={made.secret}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
          wrapperClassName="min-w-0 flex-1"
        />
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(made.secret).then(() => setCopied(true));
          }}
        >
          <Copy aria-hidden="true" size={16} /> {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className="text-xs text-muted">
        Send it as <code className="font-mono">Authorization: Bearer …</code>. Keep it secret, like a
        password.
      </p>
      <Button variant="secondary" className="self-start" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
