import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button, Checkbox, FormAlert, Input } from "../../../components/ui/index.ts";
import { useLoginMutation } from "../api/login.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { readErrorMessage } from "../lib/error-message.ts";
import { PasswordInput } from "./password-input.tsx";

export const LOGIN_REQUIRED_MESSAGE = "Email and password are required";
export const LOGIN_FAILED_MESSAGE = "Failed to login. Please try again.";

type LoginFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
};

/** Email, password (show/hide), 'Remember me for 30 days', 'Forgot password?' and a link to register. */
export function LoginForm({ email, onEmailChange, onForgotPassword }: LoginFormProps) {
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const login = useLoginMutation();
  const completeSignIn = useCompleteSignIn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    try {
      const token = await login.mutateAsync({ email: email.trim(), password, rememberMe });
      await completeSignIn(token);
    } catch (failure) {
      setError(readErrorMessage(failure, LOGIN_FAILED_MESSAGE));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Log in">
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        autoFocus
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox label="Remember me for 30 days" checked={rememberMe} onCheckedChange={setRememberMe} />
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded text-sm font-medium text-primary-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Forgot password?
        </button>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" size="lg" loading={login.isPending} className="w-full">
        Log in
      </Button>
      <p className="text-center text-sm text-muted">
        New to Brainy AI?{" "}
        <Link to="/register" className="font-medium text-primary-strong underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
