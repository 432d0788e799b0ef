import { checkPassword, EmailSchema, type PlanTier, UsernameSchema } from "@brainy/contract";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button, Checkbox, FormAlert, Input, toast } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useRegisterMutation } from "../api/register.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { usePasswordGuessability } from "../hooks/use-password-guessability.ts";
import { readErrorMessage } from "../lib/error-message.ts";
import { PasswordChecklist } from "./password-checklist.tsx";
import { PasswordInput } from "./password-input.tsx";

export const PASSWORD_ISSUES_MESSAGE = "Please fix the password issues below";
export const TERMS_REQUIRED_MESSAGE = "You must agree to the Terms & Conditions";
export const DUPLICATE_EMAIL_MESSAGE = "User with this email already exists";
export const REGISTER_FAILED_MESSAGE = "Failed to register. Please try again.";
/** The duplicate-email notification closes after 5 s. */
const DUPLICATE_EMAIL_TOAST_MS = 5000;

type FieldErrors = { username?: string; email?: string; password?: string };

/** Spec part 1 §8: a 409, or an error text mentioning the existing email. */
function isDuplicateEmail(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 409) return true;
  const text = error instanceof Error ? error.message.toLowerCase() : "";
  return text.includes("email already exists") || text.includes(DUPLICATE_EMAIL_MESSAGE.toLowerCase());
}

/** Checks the fields before sending; returns the per-field messages (empty when all pass). */
function validateFields(
  username: string,
  email: string,
  password: string,
  guessable: string | null | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = "Username is required";
  else {
    const parsed = UsernameSchema.safeParse(username);
    if (!parsed.success) errors.username = parsed.error.issues[0]?.message;
  }
  if (!email.trim()) errors.email = "Email is required";
  else {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) errors.email = parsed.error.issues[0]?.message;
  }
  // A guessable password is named under the field; while it is still being judged the server decides.
  if (checkPassword(password).some((rule) => !rule.passed) || guessable) {
    errors.password = PASSWORD_ISSUES_MESSAGE;
  }
  return errors;
}

/** Username, email, password with strength meter and rules, terms checkbox, link to login. */
export function RegisterForm({ plan }: { plan?: PlanTier } = {}) {
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const guessable = usePasswordGuessability(password, [username.trim(), email.trim()].filter(Boolean));
  const register = useRegisterMutation();
  const completeSignIn = useCompleteSignIn({ thenCheckout: plan === "pro" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setError(TERMS_REQUIRED_MESSAGE);
      return;
    }
    const errors = validateFields(username, email, password, guessable);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setError(null);
      return;
    }
    setError(null);
    try {
      const token = await register.mutateAsync({ username: username.trim(), email: email.trim(), password });
      await completeSignIn(token);
    } catch (failure) {
      if (isDuplicateEmail(failure)) {
        toast(DUPLICATE_EMAIL_MESSAGE, { variant: "error", durationMs: DUPLICATE_EMAIL_TOAST_MS });
        setFieldErrors({ email: DUPLICATE_EMAIL_MESSAGE });
        return;
      }
      setError(readErrorMessage(failure, REGISTER_FAILED_MESSAGE));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Create your account">
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        placeholder="How should we call you?"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={fieldErrors.username}
        autoFocus
      />
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
      />
      <div className="flex flex-col gap-2">
        <PasswordInput
          label="Password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          id="register-password"
          error={fieldErrors.password}
          aria-describedby={
            [fieldErrors.password ? "register-password-error" : "", password ? "register-password-rules" : ""]
              .filter(Boolean)
              .join(" ") || undefined
          }
        />
        {(password || fieldErrors.password) && (
          <PasswordChecklist password={password} id="register-password-rules" guessable={guessable} />
        )}
      </div>
      <Checkbox
        checked={agreed}
        onCheckedChange={(value) => {
          setAgreed(value);
          if (value && error === TERMS_REQUIRED_MESSAGE) setError(null);
        }}
        label={
          <>
            I agree to the{" "}
            <a
              href="/terms"
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary-strong underline underline-offset-4"
            >
              Terms &amp; Conditions
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        }
      />
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!agreed}
          loading={register.isPending}
          aria-describedby={agreed ? undefined : "register-terms-note"}
        >
          Create account
        </Button>
        {!agreed && (
          <p id="register-terms-note" className="text-center text-xs text-muted">
            {TERMS_REQUIRED_MESSAGE}
          </p>
        )}
      </div>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-primary-strong underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
