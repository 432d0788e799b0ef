import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "./cx.ts";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under the content. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** false: a backdrop click does not close and there is no close button (Escape still asks to close). */
  dismissible?: boolean;
  /** Visually hide the title (it is still read by screen readers). */
  hideTitle?: boolean;
  className?: string;
};

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl" } as const;

/** Where dialogs render: document.body (none while prerendering, where there is no document). */
const portalContainer = () => (typeof document === "undefined" ? undefined : document.body);

/**
 * A modal dialog (Radix): focus is trapped, Escape closes, a backdrop click closes when dismissible.
 * Screens use `Dialog`, which loads this module the first time it opens; only a page whose dialog
 * is open from its first paint (the login, register and reset modals) renders this one directly.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  dismissible = true,
  hideTitle = false,
  className,
}: DialogProps) {
  // Screens open dialogs from their own buttons, not a Radix Trigger, so Radix has nowhere to put
  // focus back on close: the element focused when it opened gets it again (unless something else
  // took focus meanwhile, or the element is gone).
  const returnTo = useRef<HTMLElement | null>(null);
  const { t } = useTranslation("common");
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* Named up front, the portal renders with the page instead of in an extra synchronous render
          after it mounts (Radix's default waits for a layout effect), so a dialog open from the first
          paint (login) is part of the first render's short slices, not one long task. */}
      <RadixDialog.Portal container={portalContainer()}>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnTo.current;
            returnTo.current = null;
            const active = document.activeElement;
            if (target?.isConnected && (active === null || active === document.body)) target.focus();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cx(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
            "rounded-2xl border border-border bg-surface text-text shadow-2xl shadow-black/40 focus:outline-none",
            "data-[state=open]:animate-dialog-in",
            widths[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <div className="flex flex-col gap-1.5">
              <RadixDialog.Title className={hideTitle ? "sr-only" : "text-lg font-semibold leading-tight"}>
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="text-sm text-muted">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            {dismissible && (
              <RadixDialog.Close
                aria-label={t("ui.close")}
                className="-mt-1 -me-2 rounded-lg p-1.5 text-muted transition-colors hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" size={18} />
              </RadixDialog.Close>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border px-6 py-4">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
