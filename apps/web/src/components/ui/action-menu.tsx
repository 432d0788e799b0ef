import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { type ButtonVariant, buttonClasses } from "./button-classes.ts";
import { cx } from "./cx.ts";
import { Spinner } from "./spinner.tsx";

/** One choice of an ActionMenu. */
export type ActionMenuItem = {
  label: string;
  /** A second line saying what the choice gives. */
  hint?: string;
  icon?: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
};

/**
 * A button opening a menu of actions (Radix DropdownMenu: arrow keys move, Enter or Space choose,
 * Escape closes and focus returns to the button). `busy` shows a spinner on the button.
 */
export function ActionMenu({
  label,
  icon,
  items,
  busy = false,
  variant = "secondary",
  align = "end",
  className,
}: {
  label: string;
  icon?: ReactNode;
  items: ActionMenuItem[];
  busy?: boolean;
  variant?: ButtonVariant;
  align?: "start" | "end";
  className?: string;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClasses(variant, "md", className)}
        aria-busy={busy || undefined}
        disabled={busy}
      >
        {busy ? <Spinner size={16} decorative /> : icon}
        {label}
        <ChevronDown aria-hidden="true" size={16} className="text-muted" />
      </DropdownMenu.Trigger>
      {/* Rendered in place, not portalled to <body>: the menu stays inside the page's landmarks. */}
      <DropdownMenu.Content
        align={align}
        sideOffset={6}
        collisionPadding={12}
        className="z-50 min-w-60 max-w-[calc(100vw-24px)] rounded-xl border border-border bg-surface p-1.5 text-text shadow-lg"
      >
        {items.map((item) => (
          <DropdownMenu.Item
            key={item.label}
            disabled={item.disabled}
            onSelect={item.onSelect}
            className={cx(
              "flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm outline-none select-none",
              "focus:bg-surface-2 focus:outline-2 focus:outline-ring",
              "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55",
            )}
          >
            {item.icon && (
              <span aria-hidden="true" className="mt-0.5 text-primary">
                {item.icon}
              </span>
            )}
            <span className="flex flex-col">
              <span className="font-medium">{item.label}</span>
              {item.hint && <span className="text-xs text-muted">{item.hint}</span>}
            </span>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
