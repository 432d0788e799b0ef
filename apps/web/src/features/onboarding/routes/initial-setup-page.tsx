import { Spinner } from "../../../components/ui/index.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { SetupWizard } from "../components/setup-wizard.tsx";

/** /initial-setup: the profile wizard (no header); the guard has already loaded the user. */
export function Component() {
  const user = useCurrentUser();
  if (!user.data) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-bg">
        <Spinner label="Loading your profile" />
      </main>
    );
  }
  return <SetupWizard user={user.data} />;
}
