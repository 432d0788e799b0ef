import { lazy, Suspense, useEffect, useState } from "react";
import type { OpenAudioOverview } from "../../../components/audio-overview-button.tsx";
import { Dialog } from "../../../components/ui/index.ts";
import { appEvents, onAppEvent } from "../../../lib/events.ts";

/** The panel loads the first time a page asks for it, not with the shell. */
const OverviewPanel = lazy(() =>
  import("./overview-panel.tsx").then((module) => ({ default: module.OverviewPanel })),
);

/**
 * Mounted once in the signed-in shell: shows the audio overviews of what a page asks for
 * (openAudioOverview, from 'Audio overview' on a lesson, a course or the sources screen) in a
 * dialog: focus trapped, Escape closes (and stops playback).
 */
export function AudioOverviewHost() {
  const [open, setOpen] = useState<OpenAudioOverview | null>(null);
  useEffect(() => onAppEvent<OpenAudioOverview>(appEvents.openAudioOverview, setOpen), []);
  return (
    <Dialog
      open={open !== null}
      onOpenChange={(next) => !next && setOpen(null)}
      title={open ? `Audio overview: ${open.title}` : "Audio overview"}
      size="lg"
    >
      {open && (
        <Suspense fallback={null}>
          <OverviewPanel scope={open.scope} />
        </Suspense>
      )}
    </Dialog>
  );
}
