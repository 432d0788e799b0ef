import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/index.ts";
import { AuthModal } from "../components/auth-modal.tsx";
import { ResetPasswordForm } from "../components/reset-password-form.tsx";

/** /reset-password?token=…: completes the emailed password-reset flow. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  return (
    <AuthModal title="Choose a new password" description="It needs to meet all five rules below.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-4">
          <p role="alert" className="text-sm text-text">
            This reset link is incomplete. Open the link from the email again, or ask for a new one.
          </p>
          <ButtonLink to="/login" variant="secondary">
            Back to login
          </ButtonLink>
        </div>
      )}
    </AuthModal>
  );
}
