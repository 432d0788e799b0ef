import { Outlet } from "react-router";

/** Wraps every route: app-wide UI (toasts, session-expiry handling, cookie banner) mounts here. */
export function RootLayout() {
  return <Outlet />;
}
