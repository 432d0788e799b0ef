import { checkPassword } from "@brainy/contract";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, ButtonLink, FormAlert } from "../../../components/ui/index.ts";
import { useResetPasswordMutation } from "../api/reset-password.ts";
import { usePasswordGuessability } from "../hooks/use-password-guessability.ts";
import { readErrorMessage } from "../lib/error-message.ts";
import { PasswordChecklist } from "./password-checklist.tsx";
import { PasswordInput } from "./password-input.tsx";
import { PASSWORD_ISSUES_MESSAGE } from "./register-form.tsx";

export const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match";

/** New password (same rules and meter as registration) for the emailed reset token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [fieldError, setFieldError] = useState<{ password?: string; confirmation?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const guessable = usePasswordGuessability(password);
  const reset = useResetPasswordMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checkPassword(password).some((rule) => !rule.passed) || guessable) {
      setFieldError({ password: PASSWORD_ISSUES_MESSAGE });
      return;
    }
    if (password !== confirmation) {
      setFieldError({ confirmation: PASSWORDS_DIFFER_MESSAGE });
      return;
    }
    setFieldError({});
    setError(null);
    try {
      await reset.mutateAsync({ token, password });
    } catch (failure) {
      setError(readErrorMessage(failure, "Could not reset the password. Please try again."));
    }
  }

  if (reset.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-2 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
          <CircleCheck aria-hidden="true" size={26} />
        </span>
        <p className="text-base font-medium text-text">Your password has been changed.</p>
        <p className="text-sm text-muted">
          For your safety we signed you out everywhere. Log in with the new one.
        </p>
        <ButtonLink to="/login" size="lg" className="w-full">
          Log in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
      <div className="flex flex-col gap-2">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError.password}
          autoFocus
        />
        <PasswordChecklist password={password} guessable={guessable} />
      </div>
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={fieldError.confirmation}
      />
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        Set new password
      </Button>
    </form>
  );
}
