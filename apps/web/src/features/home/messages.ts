import { registerMessages } from "../../lib/i18n/i18n.ts";
import english from "../../locales/en/home.json";

/** The home namespace (locales/<locale>/home.json); its English loads with this feature. */
export const HOME_NS = registerMessages("home", english);
