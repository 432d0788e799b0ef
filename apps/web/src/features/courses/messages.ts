import { registerMessages } from "../../lib/i18n/i18n.ts";
import english from "../../locales/en/courses.json";

/** The courses namespace (locales/<locale>/courses.json); its English loads with this feature. */
export const COURSES_NS = registerMessages("courses", english);
