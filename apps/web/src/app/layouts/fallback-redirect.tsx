import { Navigate } from "react-router";
import { useSession } from "../../lib/session.ts";

/** Unknown paths: /home when logged in, otherwise the landing page. */
export function Component() {
  const { isLoggedIn } = useSession();
  return <Navigate to={isLoggedIn ? "/home" : "/"} replace />;
}
