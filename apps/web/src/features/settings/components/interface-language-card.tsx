import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LanguagePicker } from "../../../components/language-picker.tsx";
import { Card } from "../../../components/ui/index.ts";
import { SETTINGS_NS } from "../messages.ts";

/** The interface language (issue 42), the same picker as the side menu's. */
export function InterfaceLanguageCard() {
  const { t } = useTranslation(SETTINGS_NS);
  return (
    <Card className="mt-6 flex flex-col gap-3" data-testid="interface-language-card">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Languages aria-hidden="true" size={18} className="text-primary" /> {t("language.title")}
      </h2>
      <p className="text-sm text-muted">{t("language.description")}</p>
      <LanguagePicker className="max-w-xs" />
    </Card>
  );
}
