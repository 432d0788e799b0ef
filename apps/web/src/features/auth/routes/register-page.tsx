import { Sparkles } from "lucide-react";
import { useSearchParams } from "react-router";
import { AuthModal } from "../components/auth-modal.tsx";
import { RegisterForm } from "../components/register-form.tsx";

/** /register (query plan=free|pro): the sign-up modal; a Pro choice is acknowledged. */
export function Component() {
  const [params] = useSearchParams();
  const pickedPro = params.get("plan") === "pro";
  return (
    <AuthModal
      title="Create your account"
      description="Set a goal and get your AI-planned roadmap in minutes."
    >
      {pickedPro && (
        <p
          role="note"
          className="mb-4 flex items-start gap-2 rounded-xl border border-primary/40 bg-primary/10 px-3.5 py-2.5 text-sm text-text"
        >
          <Sparkles aria-hidden="true" size={18} className="mt-px shrink-0 text-primary-strong" />
          You picked Pro: after creating your account you go straight to checkout.
        </p>
      )}
      <RegisterForm plan={pickedPro ? "pro" : "free"} />
    </AuthModal>
  );
}
