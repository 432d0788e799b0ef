import { Check } from "lucide-react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import { type ReactNode, useId } from "react";
import { cx } from "./cx.ts";

export type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Smaller text under the label. */
  description?: ReactNode;
  className?: string;
};

/** An accessible checkbox (Radix) with a clickable label. */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  disabled,
  id,
  name,
  description,
  className,
}: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  return (
    <div className={cx("flex items-start gap-3", className)}>
      <RadixCheckbox.Root
        id={boxId}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={description ? `${boxId}-description` : undefined}
        className={cx(
          "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border transition-colors",
          "border-border-strong bg-surface data-[state=checked]:border-primary data-[state=checked]:bg-primary",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "disabled:cursor-not-allowed disabled:opacity-55",
        )}
      >
        {/* Always mounted (hidden while unchecked), so markup rendered ahead of time can be ticked without React. */}
        <RadixCheckbox.Indicator forceMount className="data-[state=unchecked]:invisible">
          <Check aria-hidden="true" size={14} strokeWidth={3} className="text-primary-fg" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className="flex flex-col">
        <label
          htmlFor={boxId}
          className={cx("text-sm text-text", disabled ? "opacity-60" : "cursor-pointer")}
        >
          {label}
        </label>
        {description && (
          <p id={`${boxId}-description`} className="text-xs text-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
