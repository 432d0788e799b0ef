import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, useNavigate } from "react-router";
import { Toaster, toast } from "../components/ui/index.ts";
import { SESSION_EXPIRED_MESSAGE } from "../lib/api-client.ts";
import { appEvents, onAppEvent } from "../lib/events.ts";
import { setSessionEnd, useSession } from "../lib/session.ts";
import { useTheme } from "../lib/theme.ts";

/** The consent banner (and its preference checkboxes) load beside the page, not before it. */
const CookieBanner = lazy(() =>
  import("../features/cookie-consent/components/cookie-banner.tsx").then((m) => ({
    default: m.CookieBanner,
  })),
);

/** How long the session-expired message shows before the redirect to /login (spec: 2.5 s). */
export const SESSION_EXPIRED_REDIRECT_MS = 2500;

/** Wraps every route: toasts, the 401 rule, cross-tab theme sync and a per-user query cache. */
export function RootLayout() {
  useTheme();
  useSessionExpiry();
  useCacheResetOnUserChange();
  return (
    <>
      <Outlet />
      <Toaster />
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
    </>
  );
}

/** Any 401 (the api client already removed the token): show the message, then go to /login after 2.5 s. */
function useSessionExpiry() {
  const navigate = useNavigate();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const off = onAppEvent<{ message?: string } | undefined>(appEvents.unauthorized, (detail) => {
      if (pending.current) return;
      toast(detail?.message ?? SESSION_EXPIRED_MESSAGE, { variant: "error", durationMs: 6000 });
      pending.current = setTimeout(async () => {
        await navigate("/login", { replace: true });
        pending.current = null;
        setSessionEnd(null);
      }, SESSION_EXPIRED_REDIRECT_MS);
    });
    return () => {
      off();
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [navigate]);
}

/** Drops cached server data whenever the token changes, so one user never sees another's data. */
function useCacheResetOnUserChange() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    queryClient.clear();
  }, [token, queryClient]);
}
