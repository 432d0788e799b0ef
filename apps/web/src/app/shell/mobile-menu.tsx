import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Brand } from "./brand.tsx";
import { SidebarNav } from "./sidebar-nav.tsx";

/** The drawer (Radix) loads the first time the menu opens. */
const MobileDrawer = lazy(() =>
  import("./mobile-drawer.tsx").then((module) => ({ default: module.MobileDrawer })),
);

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-xl border border-border bg-surface text-text " +
  "hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * Below 850 px: the menu toggle and the side menu as a drawer (focus trapped, Escape closes, focus
 * back on the toggle when it closes). The toggle says what a dialog trigger says (aria-haspopup,
 * aria-expanded, aria-controls while open).
 */
export function MobileMenu({ isPro }: { isPro: boolean }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const { pathname } = useLocation();
  // Following a link closes the drawer.
  useEffect(() => {
    void pathname;
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={iconButton}
        aria-label={t("shell.menu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => {
          setUsed(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <Menu aria-hidden="true" size={20} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawer
            id={drawerId}
            open={open}
            onOpenChange={setOpen}
            brand={<Brand isPro={isPro} />}
            closeButtonClassName={iconButton}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              toggle.current?.focus();
            }}
          >
            <SidebarNav />
          </MobileDrawer>
        </Suspense>
      )}
    </>
  );
}
