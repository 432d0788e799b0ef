import type { LucideIcon } from "lucide-react";
import { Check } from "lucide-react";
import { cx } from "../../../components/ui/index.ts";

export type OptionCard<T extends string | number> = {
  value: T;
  label: string;
  hint?: string;
  icon: LucideIcon;
};

type OptionCardsProps<T extends string | number> = {
  /** The group's accessible name (the step's question). */
  legend: string;
  name: string;
  options: OptionCard<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** Two columns even on phones (for short labels without hints). */
  compact?: boolean;
};

/** A radio group drawn as selectable cards; arrow keys move between options as in any radio group. */
export function OptionCards<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  compact = false,
}: OptionCardsProps<T>) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className={cx("grid gap-2.5", compact ? "grid-cols-2" : "sm:grid-cols-2")}>
        {options.map((option) => {
          const checked = option.value === value;
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              className={cx(
                "group relative flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked
                  ? "border-primary bg-primary/12 text-text"
                  : "border-border bg-surface hover:border-muted/60 hover:bg-surface-2",
              )}
            >
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cx(
                  "flex size-9 shrink-0 items-center justify-center rounded-lg",
                  checked ? "bg-primary text-primary-fg" : "bg-surface-2 text-primary-strong",
                )}
              >
                <Icon size={18} />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium">{option.label}</span>
                {option.hint && <span className="text-xs text-muted">{option.hint}</span>}
              </span>
              {checked && <Check aria-hidden="true" size={18} className="shrink-0 text-primary-strong" />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
