import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "react-router";
import { readStorage, storageKeys } from "../../../lib/storage.ts";

/**
 * The shell's way back to a 'Study now' session in progress, shown on every other page (the
 * review, lesson and practice screens the steps lead into).
 */
export function SessionReturnBar() {
  const { pathname } = useLocation();
  const sessionId = readStorage(storageKeys.studySession);
  if (!sessionId || pathname.startsWith("/study")) return null;
  return (
    <div className="mx-auto mb-4 w-fit max-w-full rounded-full border border-primary/30 bg-primary/10 px-4 py-1.5 text-sm">
      <Link
        to={`/study/${sessionId}`}
        className="inline-flex items-center gap-2 font-medium text-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        data-testid="back-to-study"
      >
        <ArrowLeft aria-hidden="true" size={16} /> Back to your Study now session
      </Link>
    </div>
  );
}
