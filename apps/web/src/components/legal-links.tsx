import { appEvents, emitAppEvent } from "../lib/events.ts";

/**
 * The footer's legal entries as list items: Terms and Privacy open in a new tab (spec), and
 * Cookie settings reopens the consent banner.
 */
export function LegalLinkItems({ linkClassName }: { linkClassName: string }) {
  return (
    <>
      <li>
        <a href="/terms" target="_blank" rel="noopener" className={linkClassName}>
          Terms of Service<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a href="/privacy" target="_blank" rel="noopener" className={linkClassName}>
          Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <button
          type="button"
          data-cookie-settings
          onClick={() => emitAppEvent(appEvents.openCookieSettings)}
          className={linkClassName}
        >
          Cookie settings
        </button>
      </li>
    </>
  );
}
