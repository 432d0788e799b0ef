import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageError, PageLoading } from "../../../components/ui/index.ts";
import { saveToken } from "../../../lib/session.ts";
import { startLtiSession } from "../api/lti-session.ts";

export const LTI_START_FAILED_MESSAGE =
  "Brainy could not sign you in from your course. Open Brainy again from your LMS.";

/** Only a path inside Brainy (never another site) may follow the sign-in. */
const safeNext = (next: string | null) => (next && /^\/[a-z]/i.test(next) ? next : "/home");

/**
 * /lti/start?ticket=…&next=…: where an LTI launch lands (ADR 0055). The ticket is spent once, on
 * load (it came from the LMS's own form post, not from a link a scanner opens), then the app opens
 * the class or course the launch was for.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const ticket = params.get("ticket")?.trim() ?? "";
  const next = safeNext(params.get("next"));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!ticket) {
      setError(LTI_START_FAILED_MESSAGE);
      return;
    }
    startLtiSession({ ticket })
      .then((token) => {
        queryClient.clear();
        saveToken(token);
        return navigate(next, { replace: true });
      })
      .catch(() => setError(LTI_START_FAILED_MESSAGE));
  }, [ticket, next, navigate, queryClient]);

  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="sr-only">Opening Brainy from your course</h1>
      {error ? <PageError message={error} /> : <PageLoading label="Signing you in from your course…" />}
    </main>
  );
}
