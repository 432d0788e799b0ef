import {
  AUDIO_OVERVIEW_MINUTES,
  type AudioOverview,
  type AudioOverviewLength,
  type AudioOverviewScope,
  PLAN_LIMITS,
} from "@brainy/contract";
import { AudioLines, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  Button,
  FormAlert,
  ProgressBar,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "../../../components/ui/index.ts";
import { useCreateAudioOverview } from "../api/create-audio-overview.ts";
import { useDeleteAudioOverview } from "../api/delete-audio-overview.ts";
import { useAudioOverviews } from "../api/list-audio-overviews.ts";
import { useRetryAudioOverview } from "../api/retry-audio-overview.ts";
import { OverviewPlayer } from "./overview-player.tsx";

const LENGTHS: { value: AudioOverviewLength; label: string }[] = [
  { value: "brief", label: "Brief" },
  { value: "deep", label: "Deep dive" },
];
const minutes = (length: AudioOverviewLength) =>
  `${AUDIO_OVERVIEW_MINUTES[length].min}-${AUDIO_OVERVIEW_MINUTES[length].max} minutes`;

/** One length's overview: Make it, its progress, its failure with Retry, or the player. */
function LengthPanel(props: {
  scope: AudioOverviewScope;
  length: AudioOverviewLength;
  overview: AudioOverview | undefined;
}) {
  const { scope, length, overview } = props;
  const create = useCreateAudioOverview(scope);
  const retry = useRetryAudioOverview(scope);
  const remove = useDeleteAudioOverview(scope);
  const label = LENGTHS.find((l) => l.value === length)!.label;

  if (!overview) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted">
          A conversation between two voices, a host who asks what you would ask and an expert, about{" "}
          {minutes(length)} long, with chapters and a transcript that follows along.
        </p>
        <Button loading={create.isPending} onClick={() => create.mutate(length)}>
          <AudioLines aria-hidden="true" size={16} /> Make a {label.toLowerCase()} overview
        </Button>
        {create.error && <FormAlert>{create.error.message}</FormAlert>}
        <p className="text-xs text-muted">
          Free: {PLAN_LIMITS.free.audioOverviewsPerDay} overviews a day · Pro:{" "}
          {PLAN_LIMITS.pro.audioOverviewsPerDay}. Each also counts against your daily AI allowance. Once
          played, it stays available offline in the installed app.
        </p>
      </div>
    );
  }
  if (overview.state === "queued" || overview.state === "running") {
    const share = overview.turnsTotal > 0 ? (overview.turnsDone / overview.turnsTotal) * 100 : 5;
    return (
      <div className="flex flex-col gap-3" aria-live="polite">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Spinner size={16} /> {overview.progress ?? "Working…"}
        </p>
        <ProgressBar value={share} label={`Making the ${label.toLowerCase()} overview`} />
        {overview.error && (
          <p className="text-xs text-muted">The last try failed ({overview.error}); trying again.</p>
        )}
      </div>
    );
  }
  if (overview.state === "failed") {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{overview.error ?? "The overview could not be made."}</FormAlert>
        <Button loading={retry.isPending} onClick={() => retry.mutate(overview.id)}>
          <RotateCcw aria-hidden="true" size={16} /> Retry
        </Button>
        {retry.error && <FormAlert>{retry.error.message}</FormAlert>}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <OverviewPlayer overview={overview} />
      <div>
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          onClick={() => remove.mutate(overview.id)}
        >
          <Trash2 aria-hidden="true" size={15} /> Delete this overview
        </Button>
      </div>
    </div>
  );
}

/** The audio overviews of one scope: Brief and Deep dive, each made, being made, failed or playing. */
export function OverviewPanel({ scope }: { scope: AudioOverviewScope }) {
  const list = useAudioOverviews(scope);
  const [chosen, setChosen] = useState<AudioOverviewLength | null>(null);
  if (list.isPending) {
    return (
      <div className="flex h-24 items-center justify-center">
        <Spinner size={20} />
      </div>
    );
  }
  if (list.error) return <FormAlert>{list.error.message}</FormAlert>;
  const of = (length: AudioOverviewLength) => list.data.find((o) => o.length === length);
  const length = chosen ?? (of("brief") || !of("deep") ? "brief" : "deep");
  return (
    <Tabs value={length} onValueChange={(value) => setChosen(value as AudioOverviewLength)}>
      <TabsList aria-label="Length">
        {LENGTHS.map((l) => (
          <TabsTrigger key={l.value} value={l.value}>
            {l.label} <span className="hidden text-xs text-muted sm:inline">{minutes(l.value)}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {LENGTHS.map((l) => (
        <TabsContent key={l.value} value={l.value}>
          <LengthPanel scope={scope} length={l.value} overview={of(l.value)} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
