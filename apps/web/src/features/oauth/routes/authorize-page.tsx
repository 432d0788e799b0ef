import { OAuthAuthorizeQuerySchema, TOKEN_SCOPE_DESCRIPTIONS } from "@brainy/contract";
import { Bot, Check, ShieldCheck } from "lucide-react";
import { Link, useLocation } from "react-router";
import { BrandLogo } from "../../../assets/illustrations/brand-logo.tsx";
import { Button, ButtonLink, Card, FormAlert, PageLoading } from "../../../components/ui/index.ts";
import { rememberAfterSignIn } from "../../../lib/after-sign-in.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { useSession } from "../../../lib/session.ts";
import { useConsent, useDecide } from "../api/consent.ts";

/** The request's OAuth parameters, as the app sent them (unknown ones dropped). */
function readQuery(search: string): Record<string, string> {
  const all = Object.fromEntries(new URLSearchParams(search));
  const known = OAuthAuthorizeQuerySchema.keyof().options as readonly string[];
  return Object.fromEntries(Object.entries(all).filter(([key]) => known.includes(key)));
}

/**
 * /oauth/authorize: Brainy's OAuth consent screen (ADR 0040). An AI assistant sends the learner
 * here; signed in, they see which app asks for what and allow or deny; the browser then goes back
 * to the app with a code or an error. A visitor signs in first and comes back here.
 */
export function Component() {
  const { search } = useLocation();
  const { isLoggedIn } = useSession();
  const query = readQuery(search);
  const canonical = new URLSearchParams(query).toString();
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-text">
      <title>Connect an app · Brainy AI</title>
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link to="/" className="rounded-lg" aria-label="Brainy AI home">
            <BrandLogo />
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-lg flex-1 px-4 py-8 sm:px-6 sm:py-14">
        {isLoggedIn ? <Consent query={query} search={canonical} /> : <SignInFirst search={canonical} />}
      </main>
    </div>
  );
}

function SignInFirst({ search }: { search: string }) {
  const here = `/oauth/authorize?${search}`;
  return (
    <Card className="flex flex-col gap-4 p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Connect an app to Brainy</h1>
      <p className="text-muted">
        An app asks to use your Brainy account. Sign in first to see what it asks for.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/login" onClick={() => rememberAfterSignIn(here)}>
          Log in
        </ButtonLink>
        <ButtonLink to="/register" variant="secondary" onClick={() => rememberAfterSignIn(here)}>
          Create a free account
        </ButtonLink>
      </div>
    </Card>
  );
}

function Consent({ query, search }: { query: Record<string, string>; search: string }) {
  const consent = useConsent(search, true);
  const decide = useDecide();
  const user = useCurrentUser();
  if (consent.isPending) return <PageLoading label="Checking the app's request" />;
  if (consent.isError) return <Refused error={consent.error} />;
  const { clientName, scopes, redirectHost } = consent.data;
  const answer = (approve: boolean) =>
    decide.mutate({ query, approve }, { onSuccess: ({ redirectTo }) => window.location.assign(redirectTo) });
  const leaving = decide.isSuccess;
  return (
    <Card className="flex flex-col gap-5 p-6 sm:p-8">
      <div className="flex flex-col gap-2">
        <span aria-hidden="true" className="self-start rounded-xl bg-primary/10 p-2.5 text-primary">
          <Bot size={24} />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">Allow {clientName} to use Brainy?</h1>
        <p className="text-muted">
          {clientName} will act as you
          {user.data ? (
            <>
              {" "}
              (<span className="font-medium text-text">{user.data.username}</span>)
            </>
          ) : null}{" "}
          through Brainy's MCP server. It may:
        </p>
      </div>
      <ul className="flex flex-col gap-3" aria-label="What the app asks for">
        {scopes.map((scope) => (
          <li key={scope} className="flex items-start gap-3">
            <Check aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-success" />
            <span>
              <span className="font-medium">{scope}</span>
              <span className="block text-sm text-muted">{TOKEN_SCOPE_DESCRIPTIONS[scope]}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 rounded-xl border border-border bg-surface-2/60 p-3 text-sm text-muted">
        <ShieldCheck aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-primary" />
        <span>
          It can never change your account, plan or tokens. You will go back to{" "}
          <span className="font-medium text-text">{redirectHost}</span>. Disconnect it any time in Settings →
          Access tokens.
        </span>
      </p>
      <div aria-live="polite">
        {decide.error && <FormAlert>{decide.error.message}</FormAlert>}
        {leaving && <p className="text-sm text-muted">Taking you back to {clientName}…</p>}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={decide.isPending || leaving} onClick={() => answer(false)}>
          Deny
        </Button>
        <Button loading={decide.isPending} disabled={leaving} onClick={() => answer(true)}>
          Allow
        </Button>
      </div>
    </Card>
  );
}

/** A request Brainy will not go on with: why, and (when safe) the way back to the app. */
function Refused({ error }: { error: Error }) {
  const back = error instanceof ApiError ? (error.details?.redirectTo as string | undefined) : undefined;
  return (
    <Card className="flex flex-col gap-4 p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight">This app's request cannot go on</h1>
      <FormAlert>{error.message}</FormAlert>
      {back ? (
        <a
          href={back}
          className="self-start text-sm font-medium text-primary-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Back to the app
        </a>
      ) : (
        <p className="text-sm text-muted">Close this page and try connecting again from the app.</p>
      )}
    </Card>
  );
}
