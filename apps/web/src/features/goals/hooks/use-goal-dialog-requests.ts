import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { appEvents, onAppEvent } from "../../../lib/events.ts";

/**
 * Opens the goal dialog when asked from elsewhere: navigation state {openGoalDialog: true} (then
 * cleared, so a reload does not reopen it) or the window event appEvents.openGoalDialog (the
 * welcome screen's hand-off). `ready` holds requests back until the goals are known.
 */
export function useGoalDialogRequests(ready: boolean, onRequest: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(onRequest);
  latest.current = onRequest;
  const pendingEvent = useRef(false);
  const state = location.state as { openGoalDialog?: boolean } | null;

  useEffect(
    () =>
      onAppEvent(appEvents.openGoalDialog, () => {
        pendingEvent.current = true;
        if (ready) {
          pendingEvent.current = false;
          latest.current();
        }
      }),
    [ready],
  );

  useEffect(() => {
    if (!ready) return;
    if (state?.openGoalDialog) {
      navigate(location.pathname, { replace: true, state: null });
      latest.current();
    } else if (pendingEvent.current) {
      pendingEvent.current = false;
      latest.current();
    }
  }, [ready, state, location.pathname, navigate]);
}
