import { CloudOff, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { appEvents, onAppEvent } from "../../../lib/events.ts";
import { useOfflineSync, useOnline, usePendingCount } from "../hooks/use-offline-sync.ts";

const changes = (count: number) => (count === 1 ? "1 change" : `${count} changes`);

/** What the strip says: offline, changes waiting or being sent, or nothing. */
export function offlineMessage(online: boolean, pending: number): string | null {
  if (!online)
    return pending > 0
      ? `You're offline. ${changes(pending)} waiting to sync.`
      : "You're offline. Lessons, notes and reviews you've opened still work.";
  if (pending > 0) return `Back online: sending ${changes(pending)}…`;
  return null;
}

/**
 * The strip under the header (ADR 0026): offline, and how many changes wait to be sent (a polite
 * live region, always mounted so screen readers hear each change); and 'New version available —
 * Reload' once a new deployment's service worker is waiting. Also registers the worker and keeps
 * the offline queue flowing.
 */
export function OfflineStatus() {
  useOfflineSync();
  const online = useOnline();
  const pending = usePendingCount();
  const [updateReady, setUpdateReady] = useState(false);
  const message = offlineMessage(online, pending);

  useEffect(() => {
    const stop = onAppEvent(appEvents.appUpdateReady, () => setUpdateReady(true));
    // Off the first paint's path: the worker's module loads once the page is idle.
    const start = () => void import("../../../lib/pwa.ts").then((pwa) => pwa.registerServiceWorker());
    const idle = window.requestIdleCallback?.(start, { timeout: 5000 });
    const timer = idle === undefined ? setTimeout(start, 2000) : undefined;
    return () => {
      stop();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer) clearTimeout(timer);
    };
  }, []);

  return (
    <div role="status" aria-live="polite">
      {message && (
        <p className="flex items-center gap-2 border-t border-border bg-surface-2 px-4 py-1.5 text-sm text-text mobile:px-6">
          <CloudOff aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span>{message}</span>
        </p>
      )}
      {updateReady && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border bg-surface-2 px-4 py-1.5 text-sm text-text mobile:px-6">
          <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span>New version available.</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void import("../../../lib/pwa.ts").then((pwa) => pwa.reloadToUpdate())}
          >
            Reload
          </Button>
        </p>
      )}
    </div>
  );
}
