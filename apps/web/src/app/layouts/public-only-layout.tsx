import { Navigate, Outlet } from "react-router";
import { useSession } from "../../lib/session.ts";

/** Public pages (landing, login, register): a logged-in user is sent to /home. */
export function Component() {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <Navigate to="/home" replace />;
  return <Outlet />;
}
