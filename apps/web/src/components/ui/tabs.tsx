import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "./cx.ts";

/** Tab set root (Radix): arrow keys move between triggers. Controlled via value/onValueChange or defaultValue. */
export function Tabs({ className, ...rest }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cx("flex flex-col gap-5", className)} {...rest} />;
}

/** The row of tab triggers; needs an aria-label when there is no visible heading. */
export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cx(
        "inline-flex max-w-full items-center gap-1 self-start overflow-x-auto rounded-xl border border-border bg-surface p-1",
        className,
      )}
      {...rest}
    />
  );
}

/** One tab button. */
export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cx(
        "inline-flex h-9 items-center gap-2 rounded-lg px-3.5 text-sm font-medium whitespace-nowrap text-muted transition-colors",
        "hover:text-text data-[state=active]:bg-surface-2 data-[state=active]:text-text data-[state=active]:shadow-sm",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50",
        className,
      )}
      {...rest}
    />
  );
}

/** The panel shown for the matching trigger value. */
export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cx(
        "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        className,
      )}
      {...rest}
    />
  );
}
