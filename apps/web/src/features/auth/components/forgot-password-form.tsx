import { ArrowLeft, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, Input } from "../../../components/ui/index.ts";
import { useForgotPasswordMutation } from "../api/forgot-password.ts";
import { readErrorMessage } from "../lib/error-message.ts";

/** Inline "Forgot password?" form: posts the email and confirms without revealing whether it exists. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const mutation = useForgotPasswordMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's email rule (and zod) load on the submit, not with the login page.
    const { EmailSchema } = await import("@brainy/contract");
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync({ email: parsed.data });
    } catch (failure) {
      setError(readErrorMessage(failure, "Could not send the reset link. Please try again."));
    }
  }

  if (mutation.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-4 py-2 text-center" role="status">
        <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
          <MailCheck aria-hidden="true" size={24} />
        </span>
        <p className="text-sm text-text">{mutation.data}</p>
        <p className="text-xs text-muted">The link works once and expires after 1 hour.</p>
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={16} /> Back to login
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Reset your password">
      <p className="text-sm text-muted">
        Enter the email you signed up with and we'll send you a link to choose a new password.
      </p>
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ?? undefined}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={16} /> Back to login
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          Send reset link
        </Button>
      </div>
    </form>
  );
}
