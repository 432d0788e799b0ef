import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, ButtonLink, FormAlert } from "../../../components/ui/index.ts";
import { useLoginLinkMutation } from "../api/login-link.ts";
import { AuthModal } from "../components/auth-modal.tsx";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { readErrorMessage } from "../lib/error-message.ts";

export const LOGIN_LINK_FAILED_MESSAGE = "Could not sign you in with this link. Please try again.";

/**
 * /login/link?token=…: the one-time sign-in link emailed while password sign-in is throttled.
 * It signs in on a click, not on load, so a mail scanner opening the link does not spend it.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  return (
    <AuthModal
      title="Sign in with your link"
      description="The link from your email signs you in once, on this device."
    >
      {token ? <LoginLinkForm token={token} /> : <IncompleteLink />}
    </AuthModal>
  );
}

function LoginLinkForm({ token }: { token: string }) {
  const signIn = useLoginLinkMutation();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await completeSignIn(await signIn.mutateAsync({ token }));
    } catch (failure) {
      setError(readErrorMessage(failure, LOGIN_LINK_FAILED_MESSAGE));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Sign in with your link">
      <div className="flex items-start gap-3 rounded-xl border border-border bg-surface-2/60 p-3.5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary-strong">
          <MailCheck aria-hidden="true" size={20} />
        </span>
        <p className="text-sm text-muted">
          We sent this link because of too many wrong passwords for your account. Signing in here makes this
          device a known one: your password works on it again right away.
        </p>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {error ? (
        <ButtonLink to="/login" size="lg" variant="secondary" className="w-full">
          Back to login
        </ButtonLink>
      ) : (
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={signIn.isPending || signIn.isSuccess}
          autoFocus
        >
          Sign in
        </Button>
      )}
    </form>
  );
}

function IncompleteLink() {
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="text-sm text-text">
        This sign-in link is incomplete. Open the link from the email again.
      </p>
      <ButtonLink to="/login" variant="secondary">
        Back to login
      </ButtonLink>
    </div>
  );
}
