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
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { NavLink, useNavigate } from "react-router";
import { cx, Spinner, toast } from "../../components/ui/index.ts";
import { useReviewQueue } from "../../lib/review-queue.ts";
import { clearSession, readToken, setSessionEnd } from "../../lib/session.ts";
import { fetchCurrentLessonId, revokeSession } from "./shell-actions.ts";

export const NO_CURRENT_LESSON_MESSAGE = "No lesson in progress yet. Pick a course to start learning.";

const links: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: "/learning-plan", label: "Courses", icon: GraduationCap },
  { to: "/goals", label: "Roadmap", icon: MapIcon },
  { to: "/knowledge-graph", label: "Notes", icon: NotebookPen },
  { to: "/sources", label: "Sources", icon: Library },
  { to: "/chat", label: "AI Chat", icon: MessageCircle },
  { to: "/settings", label: "Settings", icon: Settings },
];

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
  const { data } = useReviewQueue();
  const due = data?.dueToday ?? 0;
  return (
    <NavLink to="/review" className={navClasses}>
      {({ isActive }) => (
        <>
          <ItemIcon icon={Brain} active={isActive} />
          Review
          {due > 0 && (
            <span
              className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg"
              data-testid="review-due-count"
            >
              {due}
              <span className="sr-only"> due</span>
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [openingLesson, setOpeningLesson] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  async function openCurrentLesson() {
    setOpeningLesson(true);
    try {
      const lessonId = await fetchCurrentLessonId();
      if (lessonId) await navigate(`/lessons/${lessonId}`);
      else toast(NO_CURRENT_LESSON_MESSAGE);
    } catch (error) {
      // A 401 is handled app-wide (session expired); anything else gets the friendly hint.
      if ((error as { status?: number }).status !== 401) toast(NO_CURRENT_LESSON_MESSAGE);
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
    <nav aria-label="Main" className="flex h-full flex-col gap-1">
      <SideLink to="/home" label="Home" icon={House} />
      <SideButton
        label="Current Lesson"
        icon={BookOpenCheck}
        busy={openingLesson}
        onClick={openCurrentLesson}
      />
      <ReviewLink />
      {links.map((link) => (
        <SideLink key={link.to} {...link} />
      ))}
      <div className="mt-auto border-t border-border pt-3">
        <SideButton label="Logout" icon={LogOut} busy={loggingOut} onClick={logOut} />
      </div>
    </nav>
  );
}
