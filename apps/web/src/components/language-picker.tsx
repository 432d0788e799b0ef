import { PSEUDO_LOCALE } from "@brainy/contract";
import { useTranslation } from "react-i18next";
import { useUpdateProfile } from "../lib/current-user.ts";
import { chooseLocale, type InterfaceLocale, pickerLocales, useInterfaceLocale } from "../lib/i18n/locale.ts";
import { useSession } from "../lib/session.ts";
import { Select } from "./ui/index.ts";

/**
 * The interface language (issue 42): each language named in itself. The choice applies at once,
 * is kept in this browser and, signed in, on the account (PUT /api/user/profile).
 */
export function LanguagePicker({ hideLabel, className }: { hideLabel?: boolean; className?: string }) {
  const { t } = useTranslation("common");
  const locale = useInterfaceLocale();
  const { isLoggedIn } = useSession();
  const updateProfile = useUpdateProfile();
  return (
    <Select
      label={t("language.label")}
      hideLabel={hideLabel}
      wrapperClassName={className}
      value={locale}
      data-testid="language-picker"
      options={pickerLocales().map(({ code, nativeName }) => ({ value: code, label: nativeName }))}
      onChange={(event) => {
        const next = event.target.value as InterfaceLocale;
        void chooseLocale(next);
        if (isLoggedIn && next !== PSEUDO_LOCALE) updateProfile.mutate({ interfaceLocale: next });
      }}
    />
  );
}
