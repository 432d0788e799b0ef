import { useQueryClient } from "@tanstack/react-query";
import {
  BookOpenCheck,
  Brain,
  GraduationCap,
  House,
  Library,
  LogOut,
  type LucideIcon,
  Map as MapIcon,
  MessageCircle,
  NotebookPen,
  Settings,
  Users,
  Zap,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { LanguagePicker } from "../../components/language-picker.tsx";
import { cx, Spinner, toast } from "../../components/ui/index.ts";
import { useReviewQueue } from "../../lib/review-queue.ts";
import { clearSession, readToken, setSessionEnd } from "../../lib/session.ts";
import { fetchCurrentLessonId, revokeSession } from "./shell-actions.ts";

/** The links after Review; labels are keys of common.json's `nav`. */
const links = [
  { to: "/learning-plan", label: "courses", icon: GraduationCap },
  { to: "/goals", label: "roadmap", icon: MapIcon },
  { to: "/knowledge-graph", label: "notes", icon: NotebookPen },
  { to: "/sources", label: "sources", icon: Library },
  { to: "/classes", label: "classes", icon: Users },
  { to: "/chat", label: "aiChat", icon: MessageCircle },
  { to: "/settings", label: "settings", icon: Settings },
] as const satisfies Array<{ to: string; label: string; icon: LucideIcon }>;

const itemClasses =
  "group flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60";

function navClasses({ isActive }: { isActive: boolean }) {
  return cx(
    itemClasses,
    isActive ? "bg-primary/15 text-text" : "text-muted hover:bg-surface-2 hover:text-text",
  );
}

function ItemIcon({ icon: Icon, active }: { icon: LucideIcon; active?: boolean }) {
  return (
    <Icon
      aria-hidden="true"
      size={18}
      className={active ? "text-primary" : "text-muted group-hover:text-text"}
    />
  );
}

function SideLink({ to, label, icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <NavLink to={to} className={navClasses}>
      {({ isActive }) => (
        <>
          <ItemIcon icon={icon} active={isActive} />
          {label}
        </>
      )}
    </NavLink>
  );
}

/** Review, with the number of cards due today. */
function ReviewLink() {
  const { t } = useTranslation("common");
  const { data } = useReviewQueue();
  const due = data?.dueToday ?? 0;
  return (
    <NavLink to="/review" className={navClasses}>
      {({ isActive }) => (
        <>
          <ItemIcon icon={Brain} active={isActive} />
          {t("nav.review")}
          {due > 0 && (
            <span
              className="ms-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg"
              data-testid="review-due-count"
            >
              {due}
              <span className="sr-only">{t("nav.due")}</span>
            </span>
          )}
        </>
      )}
    </NavLink>
  );
}

function SideButton({
  label,
  icon,
  busy,
  onClick,
}: {
  label: ReactNode;
  icon: LucideIcon;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      className={cx(itemClasses, "text-muted hover:bg-surface-2 hover:text-text")}
    >
      {busy ? <Spinner size={18} decorative /> : <ItemIcon icon={icon} />}
      {label}
    </button>
  );
}

/** The side menu (spec: Home, Current Lesson, Courses, Roadmap, Notes, Settings, Logout; plus Review with its count). */
export function SidebarNav() {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [openingLesson, setOpeningLesson] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  async function openCurrentLesson() {
    setOpeningLesson(true);
    try {
      const lessonId = await fetchCurrentLessonId();
      if (lessonId) await navigate(`/lessons/${lessonId}`);
      else toast(t("nav.noCurrentLesson"));
    } catch (error) {
      // A 401 is handled app-wide (session expired); anything else gets the friendly hint.
      if ((error as { status?: number }).status !== 401) toast(t("nav.noCurrentLesson"));
    } finally {
      setOpeningLesson(false);
    }
  }

  async function logOut() {
    setLoggingOut(true);
    setSessionEnd("logout");
    // Forget the token first, so no request still running takes the revocation for an expired session.
    const token = readToken();
    clearSession();
    queryClient.clear();
    await revokeSession(token);
    await navigate("/", { replace: true });
    setSessionEnd(null);
  }

  return (
    <nav aria-label={t("nav.main")} className="flex h-full flex-col gap-1">
      <SideLink to="/home" label={t("nav.home")} icon={House} />
      <SideLink to="/study" label={t("nav.studyNow")} icon={Zap} />
      <SideButton
        label={t("nav.currentLesson")}
        icon={BookOpenCheck}
        busy={openingLesson}
        onClick={openCurrentLesson}
      />
      <ReviewLink />
      {links.map((link) => (
        <SideLink key={link.to} to={link.to} label={t(`nav.${link.label}`)} icon={link.icon} />
      ))}
      <div className="mt-auto flex flex-col gap-3 border-t border-border pt-3">
        <LanguagePicker className="px-1" />
        <SideButton label={t("nav.logout")} icon={LogOut} busy={loggingOut} onClick={logOut} />
      </div>
    </nav>
  );
}
