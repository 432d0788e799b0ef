import { Download } from "lucide-react";
import { useState } from "react";
import { Button, FormAlert } from "../../../components/ui/index.ts";
import { downloadMyClassData } from "../api/class-extras.ts";

/** A student's copy of everything the class holds about them, as a JSON file. */
export function MyDataDownload({ classId }: { classId: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadMyClassData(classId)
      .then(
        () => setError(null),
        (e: Error) => setError(e.message),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-col gap-2">
      <Button size="sm" variant="outline" className="self-start" loading={busy} onClick={download}>
        <Download aria-hidden="true" size={14} /> Download what this class holds about me
      </Button>
      <div aria-live="polite">{error && <FormAlert>{error}</FormAlert>}</div>
    </div>
  );
}
