import type { TopicEvaluation } from "@brainy/contract";
import { useState } from "react";
import { Badge, Button, Card, Checkbox } from "../../../components/ui/index.ts";
import { topicRecommendation } from "../lib/topic-flow.ts";

/** 'Customize your learning path': tick the topics to study, with the evaluation's advice beside each. */
export function TopicSelection({
  evaluation,
  initial,
  busy,
  onBack,
  onCreate,
}: {
  evaluation: TopicEvaluation;
  initial: string[];
  busy: boolean;
  onBack: () => void;
  onCreate: (topics: string[]) => void;
}) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set(initial));
  const [error, setError] = useState<string | null>(null);
  const toggle = (title: string, checked: boolean) => {
    setError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(title);
      else next.delete(title);
      return next;
    });
  };
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">Customize your learning path</h2>
        <p className="text-sm text-muted">Your roadmap covers the topics you tick.</p>
      </div>
      <ul className="flex flex-col gap-3">
        {evaluation.topics.map((topic) => (
          <li
            key={topic.title}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3"
          >
            <Checkbox
              label={topic.title}
              checked={selected.has(topic.title)}
              disabled={busy}
              onCheckedChange={(checked) => toggle(topic.title, checked)}
            />
            <Badge variant={topic.recommendToComplete ? "warning" : "success"}>
              {topicRecommendation(topic.recommendToComplete)}
            </Badge>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" className="mr-auto" disabled={busy} onClick={onBack}>
          Back to Assessment
        </Button>
        <Button
          loading={busy}
          onClick={() => {
            const topics = evaluation.topics
              .map((topic) => topic.title)
              .filter((title) => selected.has(title));
            if (topics.length === 0) return setError("Please select at least one topic to continue.");
            onCreate(topics);
          }}
        >
          Create Learning Plan
        </Button>
      </div>
    </Card>
  );
}
