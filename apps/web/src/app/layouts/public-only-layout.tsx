import { Navigate, Outlet, useLocation } from "react-router";
import { isCompletingSignIn, useSession } from "../../lib/session.ts";

/**
 * Public pages (landing, login, register): a logged-in user is sent to /home, except to the landing's
 * pricing when asked for it ('Try Upgrade Again' after a cancelled checkout), and except while a
 * sign-in on this page is still choosing where to go (setup, home, or the Pro checkout).
 */
export function Component() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const wantsPricing =
    location.pathname === "/" && (location.state as { scrollTo?: string } | null)?.scrollTo === "pricing";
  if (isLoggedIn && !wantsPricing && !isCompletingSignIn()) return <Navigate to="/home" replace />;
  return <Outlet />;
}
