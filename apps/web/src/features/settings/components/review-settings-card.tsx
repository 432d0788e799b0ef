import { Card, FormAlert, Select } from "../../../components/ui/index.ts";
import { useReviewSettings, useSaveReviewSettings } from "../api/review-settings.ts";

const RETENTIONS = [0.8, 0.85, 0.9, 0.93, 0.95, 0.97];

/** The desired retention: how much of a card's schedule aims to be remembered when it comes due. */
export function ReviewSettingsCard() {
  const settings = useReviewSettings();
  const save = useSaveReviewSettings();
  const value = settings.data?.desiredRetention;
  const options = RETENTIONS.map((r) => ({
    value: String(r),
    label: `${Math.round(r * 100)} %${r === 0.9 ? " (recommended)" : ""}`,
  }));
  if (value !== undefined && !RETENTIONS.includes(value))
    options.push({ value: String(value), label: `${Math.round(value * 100)} %` });
  return (
    <Card className="mt-6 flex flex-col gap-3">
      <h2 className="text-base font-semibold">Review</h2>
      <Select
        label="Desired retention"
        hint="How much you aim to remember when a card comes back. Higher means more reviews."
        options={options}
        value={value === undefined ? "" : String(value)}
        disabled={value === undefined || save.isPending}
        onChange={(event) => save.mutate({ desiredRetention: Number(event.target.value) })}
      />
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
    </Card>
  );
}
