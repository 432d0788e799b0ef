import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import { toast } from "../../../components/ui/toast.tsx";
import { api } from "../../../lib/api-client.ts";
import { appEvents, onAppEvent } from "../../../lib/events.ts";
import { flushQueue, loadQueue, pendingChanges, subscribeQueue } from "../../../lib/offline-queue.ts";
import { currentUserId, sendQueuedChange } from "../../../lib/offline-sync.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { getReviewQueueAhead } from "../../../lib/review-queue.ts";
import { useSession } from "../../../lib/session.ts";

/** While changes wait and the browser is online (the server may be down), another try this often. */
const RETRY_MS = 30_000;

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The browser's connection state, re-read on its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The signed-in learner's changes waiting to be sent. */
export function usePendingCount(): number {
  return useSyncExternalStore(
    subscribeQueue,
    () => pendingChanges().length,
    () => 0,
  );
}

/**
 * Loads the learner's queue, and sends it whenever the connection comes back (and on start, and
 * every 30 s while changes wait online); what the server took refreshes the notes and the review
 * queue. A change the server refused for good (the note deleted meanwhile) is reported.
 */
export function useOfflineSync(): void {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const online = useOnline();
  const hasPending = usePendingCount() > 0;

  useEffect(() => {
    void loadQueue(token ? currentUserId() : null);
  }, [token]);

  useEffect(() => {
    const userId = currentUserId();
    if (!online || !hasPending || !userId) return;
    let stopped = false;
    const flush = async () => {
      const result = await flushQueue(userId, sendQueuedChange);
      if (result.sent + result.dropped.length > 0) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.notes.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.review.all });
      }
      if (result.dropped.length > 0 && !stopped)
        toast(
          result.dropped.length === 1
            ? "One change made offline could not be saved (the note or card changed meanwhile)."
            : `${result.dropped.length} changes made offline could not be saved (the notes or cards changed meanwhile).`,
          { variant: "error" },
        );
    };
    void flush();
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [online, hasPending, queryClient]);

  // Kept for offline use once the service worker runs: the notes and the review queue with the
  // next days' cards, read now even if their screens are not opened (the worker keeps each answer
  // it passes on); and when it first takes control, what this page shows (the lesson open now) is
  // read again through it.
  const [workerReady, setWorkerReady] = useState(false);
  useEffect(
    () =>
      onAppEvent(appEvents.serviceWorkerReady, () => {
        setWorkerReady(true);
        void queryClient.refetchQueries({ type: "active" });
      }),
    [queryClient],
  );
  useEffect(() => {
    if (!token || !online || !(workerReady || navigator.serviceWorker?.controller)) return;
    void api("/notes").catch(() => undefined);
    void getReviewQueueAhead().catch(() => undefined);
  }, [token, online, workerReady]);
}
