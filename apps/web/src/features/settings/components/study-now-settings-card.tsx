import { Card, FormAlert, Select } from "../../../components/ui/index.ts";
import { useSaveStudyNowSettings, useStudyNowSettings } from "../api/study-now-settings.ts";

const CAPS = [10, 20, 30, 50, 100, 200];

/** The review cap of a 'Study now' session: how many due cards it takes at most. */
export function StudyNowSettingsCard() {
  const settings = useStudyNowSettings();
  const save = useSaveStudyNowSettings();
  const value = settings.data?.reviewCap;
  const options = CAPS.map((cap) => ({
    value: String(cap),
    label: `${cap} cards${cap === 50 ? " (default)" : ""}`,
  }));
  if (value !== undefined && !CAPS.includes(value))
    options.push({ value: String(value), label: `${value} cards` });
  return (
    <Card className="mt-6 flex flex-col gap-3">
      <h2 className="text-base font-semibold">Study now</h2>
      <Select
        label="Reviews per session"
        hint="The most due reviews a Study now session takes; the rest stay in Review."
        options={options}
        value={value === undefined ? "" : String(value)}
        disabled={value === undefined || save.isPending}
        onChange={(event) => save.mutate({ reviewCap: Number(event.target.value) })}
      />
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
    </Card>
  );
}
