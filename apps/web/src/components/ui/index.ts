export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from "./button.tsx";
export { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-classes.ts";
export { Checkbox, type CheckboxProps } from "./checkbox.tsx";
export { cx } from "./cx.ts";
export { Dialog, type DialogProps } from "./dialog.tsx";
export {
  Badge,
  type BadgeVariant,
  Card,
  EmptyState,
  type EmptyStateProps,
  FormAlert,
  ProgressBar,
  type ProgressBarProps,
} from "./display.tsx";
export {
  Input,
  type InputProps,
  Select,
  type SelectOption,
  type SelectProps,
  Textarea,
  type TextareaProps,
} from "./fields.tsx";
export { ModalDialog } from "./modal-dialog.tsx";
export { PageError, type PageErrorProps, PageLoading } from "./page-state.tsx";
export { Spinner, type SpinnerProps } from "./spinner.tsx";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";
export { dismissToast, Toaster, type ToastOptions, type ToastVariant, toast } from "./toast.tsx";
