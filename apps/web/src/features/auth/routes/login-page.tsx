import { useState } from "react";
import { AuthModal } from "../components/auth-modal.tsx";
import { ForgotPasswordForm } from "../components/forgot-password-form.tsx";
import { LoginForm } from "../components/login-form.tsx";

/** /login: the login modal; 'Forgot password?' swaps in the reset-link form. */
export function Component() {
  const [mode, setMode] = useState<"login" | "forgot">("login");
  const [email, setEmail] = useState("");
  return mode === "login" ? (
    <AuthModal title="Welcome back" description="Log in to pick up your learning where you left off.">
      <LoginForm email={email} onEmailChange={setEmail} onForgotPassword={() => setMode("forgot")} />
    </AuthModal>
  ) : (
    <AuthModal title="Forgot password?" description="We'll email you a secure link.">
      <ForgotPasswordForm initialEmail={email} onBack={() => setMode("login")} />
    </AuthModal>
  );
}
