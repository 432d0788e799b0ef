import { registerMessages } from "../../lib/i18n/i18n.ts";
import english from "../../locales/en/lessons.json";

/** The lessons namespace (locales/<locale>/lessons.json); its English loads with this feature. */
export const LESSONS_NS = registerMessages("lessons", english);
