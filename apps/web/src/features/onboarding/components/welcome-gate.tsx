import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { appEvents, emitAppEvent } from "../../../lib/events.ts";
import { useGoals } from "../../../lib/goals.ts";
import { useSession } from "../../../lib/session.ts";
import { markWelcomeShown, readWelcomeShown } from "../lib/welcome-flag.ts";

/** The screen itself loads only for the learner who gets to see it (once, with no goals). */
const WelcomeScreen = lazy(() =>
  import("./welcome-screen.tsx").then((module) => ({ default: module.WelcomeScreen })),
);

/**
 * Mounted once inside the signed-in shell. Shows the welcome screen once per browser session to a
 * learner with no goals (a failing goals call means "don't show"), then opens the goal dialog on
 * /goals, both through navigation state and the openGoalDialog event.
 */
export function WelcomeGate() {
  const { isLoggedIn } = useSession();
  const [alreadyShown] = useState(readWelcomeShown);
  const goals = useGoals({ enabled: isLoggedIn && !alreadyShown });
  const [phase, setPhase] = useState<"waiting" | "showing" | "done">("waiting");
  const navigate = useNavigate();

  const hasNoGoals = Array.isArray(goals.data) && goals.data.length === 0;
  useEffect(() => {
    if (phase !== "waiting" || alreadyShown || !hasNoGoals) return;
    markWelcomeShown();
    setPhase("showing");
  }, [phase, alreadyShown, hasNoGoals]);

  async function finish() {
    setPhase("done");
    await navigate("/goals", { state: { openGoalDialog: true } });
    emitAppEvent(appEvents.openGoalDialog);
  }

  if (phase !== "showing") return null;
  return (
    <Suspense fallback={null}>
      <WelcomeScreen onComplete={finish} />
    </Suspense>
  );
}
