import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cx } from "../../components/ui/index.ts";
import { useTheme } from "../../lib/theme.ts";

/** Switches dark/light; the label names the theme it switches to. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const { t } = useTranslation("common");
  const next = theme === "dark" ? "light" : "dark";
  const Icon = theme === "dark" ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={t("shell.switchTheme", { theme: next })}
      title={t("shell.switchTheme", { theme: next })}
      className={cx(
        "inline-flex size-10 items-center justify-center rounded-xl border border-border bg-surface text-muted transition-colors",
        "hover:text-text hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <Icon aria-hidden="true" size={18} />
    </button>
  );
}
