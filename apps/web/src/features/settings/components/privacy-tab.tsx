import { ExternalLink } from "lucide-react";
import { Card } from "../../../components/ui/index.ts";
import { PrivacyPolicy } from "../../../content/legal/privacy-policy.tsx";

/** The shared privacy policy, the same text as the public /privacy page. */
export function PrivacyTab() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-text">Privacy</h2>
        <a
          href="/privacy"
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
        >
          Open as a page <ExternalLink aria-hidden="true" size={14} />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <PrivacyPolicy />
    </Card>
  );
}
