import { Menu, X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Brand } from "./brand.tsx";
import { SidebarNav } from "./sidebar-nav.tsx";

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-xl border border-border bg-surface text-text " +
  "hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Below 850 px: the menu toggle and the side menu as a drawer (focus trapped, Escape closes). */
export function MobileMenu({ isPro }: { isPro: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Following a link closes the drawer.
  useEffect(() => {
    void pathname;
    setOpen(false);
  }, [pathname]);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className={iconButton} aria-label="Menu">
        <Menu aria-hidden="true" size={20} />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col gap-5 border-r border-border bg-surface px-3 py-4 shadow-2xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
          <div className="flex items-center justify-between gap-2 pl-1">
            <Brand isPro={isPro} />
            <RadixDialog.Close className={iconButton} aria-label="Close menu">
              <X aria-hidden="true" size={18} />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SidebarNav />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
