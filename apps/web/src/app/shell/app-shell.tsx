import { Zap } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useMatch } from "react-router";
import { ButtonLink } from "../../components/ui/index.ts";
import { AudioOverviewHost } from "../../features/audio-overviews/components/audio-overview-host.tsx";
import { FocusTimer } from "../../features/focus-timer/components/focus-timer.tsx";
import { OfflineStatus } from "../../features/offline/components/offline-status.tsx";
import { WelcomeGate } from "../../features/onboarding/components/welcome-gate.tsx";
import { QuickQuizHost } from "../../features/quick-quiz/components/quick-quiz-host.tsx";
import { SessionReturnBar } from "../../features/study-now/components/session-return-bar.tsx";
import { useTier } from "../../lib/tier.ts";
import { Brand } from "./brand.tsx";
import { DailyLessonLimitDialog } from "./daily-lesson-limit-dialog.tsx";
import { GetProButton } from "./get-pro-button.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { ProRequiredDialog } from "./pro-required-dialog.tsx";
import { SidebarNav } from "./sidebar-nav.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { UserAvatarButton } from "./user-avatar-button.tsx";

const CreateNoteDialog = lazy(() => import("../../features/notes/components/create-note-dialog.tsx"));
const ChatPanel = lazy(() =>
  import("../../features/chat/components/chat-panel.tsx").then((module) => ({ default: module.ChatPanel })),
);

/**
 * The signed-in layout: header (brand, Pro badge or Get Pro, theme toggle, avatar) over a side
 * menu and the page. Below 850 px the header becomes the top bar and the menu a drawer.
 */
/** The AI Chat button's distance from the window's bottom to its top edge (bottom-20 and 44 px). */
const CHAT_LAUNCHER_ROOM = 124;

export function Component() {
  const { isPro } = useTier();
  const { t } = useTranslation("common");
  // The AI chat panel belongs to lesson pages (not their assessments).
  const lessonId = useMatch("/lessons/:lessonId")?.params.lessonId;
  // The pixels the floating focus timer covers at the window's bottom (chip, open or with its
  // settings); until it is measured, the chip's 6rem.
  const [timerRoom, setTimerRoom] = useState<number | null>(null);
  // On a lesson, the AI Chat button floats above the timer (wide screens) or beside it in the
  // phone's bottom dock: the page leaves room for it too.
  const room = Math.max(timerRoom ?? 0, lessonId ? CHAT_LAUNCHER_ROOM : 0);
  return (
    <div className="min-h-dvh bg-bg text-text">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-3 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t("shell.skipToContent")}
      </a>
      <header className="sticky top-0 z-30 border-b border-border bg-bg/85 backdrop-blur-md">
        <div className="flex h-16 items-center gap-3 px-4 mobile:px-6">
          <div className="mobile:hidden">
            <MobileMenu isPro={isPro} />
          </div>
          <Brand isPro={isPro} />
          <div className="ms-auto flex items-center gap-2 mobile:gap-3">
            <div className="hidden mobile:block">
              <ButtonLink to="/study" size="sm" data-testid="header-study-now">
                <Zap aria-hidden="true" size={16} /> {t("shell.studyNow")}
              </ButtonLink>
            </div>
            {!isPro && <GetProButton compact />}
            <ThemeToggle />
            <div className="hidden mobile:block">
              <UserAvatarButton />
            </div>
          </div>
        </div>
        <OfflineStatus />
      </header>
      <div className="flex">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 border-e border-border px-3 py-5 mobile:block">
          <SidebarNav />
        </aside>
        {/* The page (the document scrolls, not main) ends with the timer's room and 2rem more, so
            its last lines scroll clear of the timer, open or not, at any width. */}
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-6 pb-24 focus:outline-none mobile:px-10 mobile:pt-8 mobile:pb-24"
          style={room === 0 ? undefined : { paddingBottom: `calc(${room}px + 2rem)` }}
        >
          <div className="mx-auto w-full max-w-6xl">
            <SessionReturnBar />
            <Outlet />
          </div>
        </main>
      </div>
      <ProRequiredDialog />
      <DailyLessonLimitDialog />
      <WelcomeGate />
      <QuickQuizHost />
      <AudioOverviewHost />
      {/* Phones: the timer's chip and the AI Chat button sit in a bottom dock, so lesson text
          scrolls behind an opaque bar instead of under floating buttons. */}
      <div
        aria-hidden="true"
        data-testid="bottom-dock"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-30 h-18 border-t border-border bg-bg/95 backdrop-blur-md mobile:hidden"
      />
      <FocusTimer onRoomChange={setTimerRoom} />
      {lessonId && (
        <Suspense fallback={null}>
          <ChatPanel key={lessonId} lessonId={lessonId} />
          <CreateNoteDialog />
        </Suspense>
      )}
    </div>
  );
}
