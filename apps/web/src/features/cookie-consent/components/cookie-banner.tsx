import { Cookie } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, Checkbox } from "../../../components/ui/index.ts";
import { appEvents, onAppEvent } from "../../../lib/events.ts";
import { storageKeys } from "../../../lib/storage.ts";
import { ACCEPT_ALL, type ConsentChoices, REJECT_ALL, readConsent, saveConsent } from "../lib/consent.ts";

const categories: { key: keyof ConsentChoices; label: string; description: string }[] = [
  {
    key: "analytics",
    label: "Analytics",
    description: "Help us understand which pages and features are used, so we can improve them.",
  },
  {
    key: "marketing",
    label: "Marketing",
    description: "Let us measure our campaigns and show you relevant Brainy AI offers elsewhere.",
  },
  {
    key: "functional",
    label: "Functional",
    description: "Remember conveniences such as your last opened course across visits.",
  },
];

/** The cookie consent banner: shown until the visitor accepts, rejects or saves choices. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => readConsent() === null);
  const [expanded, setExpanded] = useState(false);
  const [choices, setChoices] = useState<ConsentChoices>(REJECT_ALL);

  useEffect(() => {
    // "Cookie settings" links reopen the banner with the stored choices ready to change.
    const offOpen = onAppEvent(appEvents.openCookieSettings, () => {
      const stored = readConsent();
      setChoices(
        stored
          ? { analytics: stored.analytics, marketing: stored.marketing, functional: stored.functional }
          : REJECT_ALL,
      );
      setExpanded(true);
      setVisible(true);
    });
    // A choice made in another tab hides the banner here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.cookieConsent || event.key === null) setVisible(readConsent() === null);
    };
    window.addEventListener("storage", onStorage);
    return () => {
      offOpen();
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  if (!visible) return null;

  const decide = (value: ConsentChoices) => {
    saveConsent(value);
    setVisible(false);
  };

  return (
    <CookieBannerMarkup
      expanded={expanded}
      choices={choices}
      onToggleDetails={() => setExpanded((open) => !open)}
      onChoiceChange={(key, checked) => setChoices((current) => ({ ...current, [key]: checked }))}
      onDecide={decide}
    />
  );
}

/** The ids the banner's markup uses (one banner per page). */
const TITLE_ID = "cookie-banner-title";
const COOKIE_DETAILS_ID = "cookie-banner-details";
export const consentCheckboxId = (key: keyof ConsentChoices) => `cookie-consent-${key}`;

/**
 * The banner's markup. The details and Save Preferences are always rendered (hidden while folded),
 * so the prerendered landing page, which has no React, can unfold them (see static-banner.ts).
 */
export function CookieBannerMarkup({
  expanded,
  choices,
  onToggleDetails,
  onChoiceChange,
  onDecide,
  hidden,
}: {
  expanded: boolean;
  /** Rendered hidden, to be shown by a script (the prerendered page's). */
  hidden?: boolean;
  choices: ConsentChoices;
  onToggleDetails?: () => void;
  onChoiceChange?: (key: keyof ConsentChoices, checked: boolean) => void;
  onDecide?: (choices: ConsentChoices) => void;
}) {
  return (
    <section
      aria-labelledby={TITLE_ID}
      data-cookie-banner
      hidden={hidden}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-2 sm:p-4"
    >
      <div className="pointer-events-auto max-h-[85vh] w-full max-w-3xl overflow-y-auto rounded-2xl border border-border bg-surface p-3.5 shadow-2xl shadow-black/30 sm:p-5">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden shrink-0 text-primary sm:block" size={22} />
          <div className="min-w-0">
            <h2 id={TITLE_ID} className="text-sm font-semibold sm:text-base">
              Cookies on Brainy AI
            </h2>
            <p className="mt-1 text-xs leading-relaxed text-muted sm:text-sm">
              Necessary cookies keep you signed in and the site secure. With your permission we also use
              analytics, marketing and functional cookies. See our{" "}
              <a
                href="/privacy"
                target="_blank"
                rel="noopener"
                className="font-medium text-text underline underline-offset-2 hover:text-primary"
              >
                Privacy Policy
              </a>
              .
            </p>
          </div>
        </div>

        <fieldset
          id={COOKIE_DETAILS_ID}
          hidden={!expanded}
          className="mt-4 grid gap-3 rounded-xl border border-border bg-bg/40 p-3 sm:p-4"
        >
          <legend className="sr-only">Cookie categories</legend>
          <Checkbox
            label="Necessary (always on)"
            description="Sign-in, security and remembering this choice. The site cannot work without them."
            checked
            disabled
            onCheckedChange={() => {}}
          />
          {categories.map((category) => (
            <Checkbox
              key={category.key}
              id={consentCheckboxId(category.key)}
              name={category.key}
              label={category.label}
              description={category.description}
              checked={choices[category.key]}
              onCheckedChange={(checked) => onChoiceChange?.(category.key, checked)}
            />
          ))}
        </fieldset>

        <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:flex-wrap sm:items-center sm:justify-end">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={COOKIE_DETAILS_ID}
            data-consent="customize"
            onClick={onToggleDetails}
            className="col-span-2 sm:order-first sm:mr-auto"
          >
            Customize Settings
          </Button>
          <Button variant="secondary" size="sm" data-consent="reject" onClick={() => onDecide?.(REJECT_ALL)}>
            Reject All
          </Button>
          <Button
            variant={expanded ? "secondary" : "primary"}
            size="sm"
            data-consent="accept"
            onClick={() => onDecide?.(ACCEPT_ALL)}
          >
            Accept All
          </Button>
          <Button
            size="sm"
            hidden={!expanded}
            data-consent="save"
            onClick={() => onDecide?.(choices)}
            className="col-span-2"
          >
            Save Preferences
          </Button>
        </div>
      </div>
    </section>
  );
}
