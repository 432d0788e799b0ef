import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cx } from "./cx.ts";

export type ToastVariant = "info" | "success" | "error";
export type ToastItem = { id: number; message: string; variant: ToastVariant };

const icons = { info: Info, success: CircleCheck, error: CircleAlert } as const;
const tones = { info: "text-accent", success: "text-success", error: "text-danger" } as const;

/** The toasts of one live region (the Toaster loads this module with the first toast). */
export function ToastCards({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  return items.map((item) => <ToastCard key={item.id} item={item} onDismiss={onDismiss} />);
}

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation("common");
  const Icon = icons[item.variant];
  return (
    <div
      role={item.variant === "error" ? "alert" : "status"}
      className="pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm text-text shadow-xl shadow-black/30"
    >
      <Icon aria-hidden="true" size={18} className={cx("mt-0.5 shrink-0", tones[item.variant])} />
      <p className="flex-1 leading-snug">{item.message}</p>
      <button
        type="button"
        aria-label={t("ui.dismissNotification")}
        onClick={() => onDismiss(item.id)}
        className="-m-1 rounded-md p-1 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
