import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Button, Spinner } from "../../components/ui/index.ts";
import { useCurrentUser } from "../../lib/current-user.ts";
import { useAccountLocale } from "../../lib/i18n/locale.ts";
import { useSession, useSessionEnd } from "../../lib/session.ts";
import { FullScreenStatus } from "./full-screen-status.tsx";

const SETUP_PATH = "/initial-setup";

/**
 * Signed-in pages. No token: /login (or, while a logout or expiry redirect is pending, hold still).
 * An unfinished profile goes to /initial-setup; a finished one arriving there goes to /home.
 */
export function Component() {
  const { isLoggedIn } = useSession();
  const sessionEnd = useSessionEnd();
  const location = useLocation();
  const user = useCurrentUser();
  const arrivedComplete = useArrivalCompletion(location.key, user.data?.isInitialSetupCompleted);
  const recheckingAfterSetup = useRecheckAfterSetup(location.pathname, user);
  useAccountLocale(user.data?.interfaceLocale);

  if (!isLoggedIn) {
    if (sessionEnd === "expired") {
      return (
        <FullScreenStatus title="Session expired">
          <Spinner label="Taking you to the login page…" showLabel />
        </FullScreenStatus>
      );
    }
    if (sessionEnd === "logout") {
      return (
        <FullScreenStatus>
          <Spinner label="Signing out" />
        </FullScreenStatus>
      );
    }
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (user.isError) {
    return (
      <FullScreenStatus title="We could not load your account">
        <p className="max-w-sm text-sm text-muted">{user.error.message}</p>
        <Button onClick={() => user.refetch()} loading={user.isFetching}>
          Try again
        </Button>
      </FullScreenStatus>
    );
  }
  if (!user.data) return <FullScreenStatus />;

  const onSetup = location.pathname === SETUP_PATH;
  if (!user.data.isInitialSetupCompleted && !onSetup) {
    // Leaving the wizard with a cached "incomplete" profile: ask the server before bouncing back.
    if (recheckingAfterSetup) return <FullScreenStatus />;
    return <Navigate to={SETUP_PATH} replace />;
  }
  // Only a user who was already complete on arrival leaves the wizard here; the wizard's own
  // Finish marks the profile complete and navigates to /goals itself.
  if (onSetup && arrivedComplete) return <Navigate to="/home" replace />;
  return <Outlet />;
}

/** Whether the profile was already complete when this history entry was first rendered with data. */
function useArrivalCompletion(locationKey: string, completed: boolean | undefined): boolean {
  const [seen, setSeen] = useState<{ key: string; completed: boolean } | null>(null);
  if (completed !== undefined && seen?.key !== locationKey) {
    setSeen({ key: locationKey, completed });
    return completed;
  }
  return seen?.key === locationKey ? seen.completed : false;
}

/** After leaving /initial-setup, refetches the user once; true until that answer arrives. */
function useRecheckAfterSetup(pathname: string, user: ReturnType<typeof useCurrentUser>): boolean {
  const [lastPath, setLastPath] = useState(pathname);
  const [leftSetupAt, setLeftSetupAt] = useState<number | null>(null);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    if (lastPath === SETUP_PATH) setLeftSetupAt(Date.now());
  }
  const { refetch } = user;
  useEffect(() => {
    if (leftSetupAt !== null) void refetch();
  }, [leftSetupAt, refetch]);
  return leftSetupAt !== null && user.dataUpdatedAt < leftSetupAt && !user.isError;
}
