import type { AudioOverviewScope } from "@brainy/contract";
import { AudioLines } from "lucide-react";
import { appEvents, emitAppEvent } from "../lib/events.ts";
import { Button, type ButtonProps } from "./ui/index.ts";

/** What opening the audio overviews of something needs: its scope and the title shown over them. */
export type OpenAudioOverview = { scope: AudioOverviewScope; title: string };

/**
 * 'Audio overview' on a lesson, course or the sources screen: opens the audio overviews of its
 * scope (the audio-overviews feature's dialog, hosted by the app shell).
 */
export function AudioOverviewButton({
  scope,
  title,
  label = "Audio overview",
  ...rest
}: OpenAudioOverview & { label?: string } & Omit<ButtonProps, "onClick" | "title">) {
  return (
    <Button
      variant="secondary"
      {...rest}
      onClick={() => emitAppEvent(appEvents.openAudioOverview, { scope, title } satisfies OpenAudioOverview)}
    >
      <AudioLines aria-hidden="true" size={16} /> {label}
    </Button>
  );
}
