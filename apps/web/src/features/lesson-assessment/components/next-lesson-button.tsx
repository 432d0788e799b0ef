import { Button } from "../../../components/ui/index.ts";
import { showPlanLimit } from "../hooks/use-go-to-next-lesson.ts";
import type { NextLessonState } from "../hooks/use-next-lesson.ts";

/** 'Go to Next Lesson' ('Preparing Next Lesson...' while a kept click waits), or 'Upgrade Required'. */
export function NextLessonButton({
  state,
  wantsNext,
  onGo,
}: {
  state: NextLessonState;
  wantsNext: boolean;
  onGo: () => void;
}) {
  if (state.kind === "upgrade") {
    const limit = state.limit;
    return <Button onClick={() => showPlanLimit(limit)}>Upgrade Required</Button>;
  }
  const busy = wantsNext && (state.kind === "checking" || state.kind === "preparing");
  return (
    <Button onClick={onGo} disabled={busy}>
      {busy ? "Preparing Next Lesson..." : "Go to Next Lesson"}
    </Button>
  );
}
