import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { cx } from "./cx.ts";

type FieldProps = {
  /** The visible (or, with hideLabel, screen-reader-only) label. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text; marks the control invalid. */
  error?: ReactNode;
};

const control =
  "w-full rounded-xl border bg-surface px-3.5 text-sm text-text placeholder:text-muted " +
  "transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 " +
  "focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60";

function controlClasses(error: ReactNode, extra?: string) {
  return cx(control, error ? "border-danger" : "border-border-strong hover:border-muted", extra);
}

function Field({
  id,
  label,
  hideLabel,
  hint,
  error,
  className,
  children,
}: FieldProps & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-medium text-text"}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldPartsInput = FieldProps & { id?: string; wrapperClassName?: string };

/** Splits a field's props into the wrapper's and the control's (id, aria-invalid, aria-describedby). */
function useFieldParts({ id, label, hideLabel, hint, error, wrapperClassName }: FieldPartsInput) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return {
    field: { id: controlId, label, hideLabel, hint, error, className: wrapperClassName },
    control: { id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy },
  };
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldProps & { wrapperClassName?: string };

/** A labelled text input with optional hint and error. */
export function Input({
  label,
  hideLabel,
  hint,
  error,
  id,
  className,
  wrapperClassName,
  ...rest
}: InputProps) {
  const { field, control } = useFieldParts({ id, label, hideLabel, hint, error, wrapperClassName });
  return (
    <Field {...field}>
      <input {...control} className={controlClasses(error, cx("h-10", className))} {...rest} />
    </Field>
  );
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldProps & { wrapperClassName?: string };

/** A labelled multi-line input with optional hint and error. */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  id,
  className,
  wrapperClassName,
  ...rest
}: TextareaProps) {
  const { field, control } = useFieldParts({ id, label, hideLabel, hint, error, wrapperClassName });
  return (
    <Field {...field}>
      <textarea
        {...control}
        rows={rest.rows ?? 4}
        className={controlClasses(error, cx("min-h-24 py-2.5 leading-relaxed", className))}
        {...rest}
      />
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & {
    options: SelectOption[];
    /** Adds a first, empty option with this text. */
    placeholder?: string;
    wrapperClassName?: string;
  };

/** A labelled native select built from `options`. */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  id,
  options,
  placeholder,
  className,
  wrapperClassName,
  ...rest
}: SelectProps) {
  const { field, control } = useFieldParts({ id, label, hideLabel, hint, error, wrapperClassName });
  return (
    <Field {...field}>
      <select {...control} className={controlClasses(error, cx("h-10 pr-8", className))} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
