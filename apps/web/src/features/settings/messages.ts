import { registerMessages } from "../../lib/i18n/i18n.ts";
import english from "../../locales/en/settings.json";

/** The settings namespace (locales/<locale>/settings.json); its English loads with this feature. */
export const SETTINGS_NS = registerMessages("settings", english);
