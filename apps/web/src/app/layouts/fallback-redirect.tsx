import { Navigate } from "react-router";
import { readStorage, storageKeys } from "../../lib/storage.ts";

/** Unknown paths: /home when logged in, otherwise the landing page. */
export function Component() {
  return <Navigate to={readStorage(storageKeys.token) ? "/home" : "/"} replace />;
}
