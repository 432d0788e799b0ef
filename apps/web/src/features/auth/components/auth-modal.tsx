import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { ModalDialog } from "../../../components/ui/index.ts";

type AuthModalProps = { title: string; description: ReactNode; children: ReactNode };

/**
 * Login and register open as a modal over a blurred backdrop; Escape or a click on the backdrop
 * returns to the landing page. The modal is open from the first paint, so it renders ModalDialog
 * itself rather than Dialog, which would fetch it only then.
 */
export function AuthModal({ title, description, children }: AuthModalProps) {
  const navigate = useNavigate();
  return (
    <AuthPageFrame>
      <ModalDialog
        open
        onOpenChange={(open) => {
          if (!open) void navigate("/");
        }}
        title={title}
        description={description}
        size="md"
      >
        {children}
      </ModalDialog>
    </AuthPageFrame>
  );
}

/**
 * The page behind the login, register and reset modals. The build prerenders it, empty, into the
 * HTML of those paths (app/static-landing/prerender.tsx), so it paints before the app's scripts
 * have run; the app then renders the same frame with the modal.
 */
export function AuthPageFrame({ children }: { children?: ReactNode }) {
  return (
    <main className="relative min-h-dvh overflow-hidden bg-bg">
      <AuthBackdrop />
      {children}
    </main>
  );
}

/** Soft brand shapes behind the modal; decorative only. */
function AuthBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 blur-2xl">
      <div className="absolute -top-24 -left-24 size-[28rem] rounded-full bg-primary/35" />
      <div className="absolute top-1/3 -right-32 size-[30rem] rounded-full bg-accent/25" />
      <div className="absolute -bottom-40 left-1/4 size-[26rem] rounded-full bg-primary-strong/25" />
      {/* A faint watermark: drawn by CSS so it is not page text (it is decoration, not content). */}
      <span className="absolute top-16 left-1/2 -translate-x-1/2 text-7xl font-black tracking-tight whitespace-nowrap text-text/15 before:content-['Brainy_AI']" />
    </div>
  );
}
