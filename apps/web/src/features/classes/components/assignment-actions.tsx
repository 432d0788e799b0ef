import type { NudgeResult } from "@brainy/contract";
import { BellRing, Download } from "lucide-react";
import { useState } from "react";
import { Button, FormAlert } from "../../../components/ui/index.ts";
import { downloadQuestionsCsv, nudgeStudentsBehind } from "../api/class-extras.ts";

const names = (list: NudgeResult["nudged"]) => list.map((s) => s.name).join(", ");

/** What the server answered a nudge with, in a sentence. */
export function nudgeSummary(result: NudgeResult): string {
  if (!result.nudged.length && !result.alreadyNudged.length) return "Nobody is behind: no email sent.";
  const parts = [];
  if (result.nudged.length) parts.push(`Reminder emailed to ${names(result.nudged)}.`);
  if (result.alreadyNudged.length)
    parts.push(`${names(result.alreadyNudged)} already had one in the last 24 hours.`);
  return parts.join(" ");
}

/** An assignment's actions: nudge the students who are behind (by email), the per-question CSV. */
export function AssignmentActions(props: { classId: string; assignmentId: string; hasDueDate: boolean }) {
  const { classId, assignmentId } = props;
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const nudge = () => {
    setSending(true);
    nudgeStudentsBehind(classId, assignmentId)
      .then(
        (result) => {
          setError(null);
          setMessage(nudgeSummary(result));
        },
        (e: Error) => setError(e.message),
      )
      .finally(() => setSending(false));
  };
  const csv = () =>
    downloadQuestionsCsv(classId, assignmentId).then(
      () => setError(null),
      (e: Error) => setError(e.message),
    );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {props.hasDueDate && (
          <Button size="sm" variant="secondary" loading={sending} onClick={nudge}>
            <BellRing aria-hidden="true" size={14} /> Nudge students who are behind
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => void csv()}>
          <Download aria-hidden="true" size={14} /> Per question (CSV)
        </Button>
      </div>
      <div aria-live="polite">
        {message && (
          <p className="text-sm" data-testid="nudge-result">
            {message}
          </p>
        )}
        {error && <FormAlert>{error}</FormAlert>}
      </div>
    </div>
  );
}
