import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type MobileDrawerProps = {
  /** The element id the Menu button names in aria-controls. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The brand shown beside the close button. */
  brand: ReactNode;
  /** The side menu. */
  children: ReactNode;
  /** The close button's look (the Menu button's). */
  closeButtonClassName: string;
  /** Where focus goes back when the drawer closes (the Menu button). */
  onCloseAutoFocus: (event: Event) => void;
};

/** The side menu as a drawer (focus trapped, Escape closes); loaded the first time the menu opens. */
export function MobileDrawer({
  id,
  open,
  onOpenChange,
  brand,
  children,
  closeButtonClassName,
  onCloseAutoFocus,
}: MobileDrawerProps) {
  const { t } = useTranslation("common");
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(18rem,85vw)] flex-col gap-5 border-e border-border bg-surface px-3 py-4 shadow-2xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">{t("shell.menu")}</RadixDialog.Title>
          <div className="flex items-center justify-between gap-2 ps-1">
            {brand}
            <RadixDialog.Close className={closeButtonClassName} aria-label={t("shell.closeMenu")}>
              <X aria-hidden="true" size={18} />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
