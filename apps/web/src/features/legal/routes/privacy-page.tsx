import { PrivacyPolicy } from "../../../content/legal/privacy-policy.tsx";
import { LegalPage } from "../components/legal-page.tsx";

/** /privacy: the UK-GDPR privacy policy (the settings Privacy tab shows the same text). */
export function Component() {
  return (
    <LegalPage title="Privacy Policy" lead="What we collect, why, for how long, and the rights you have.">
      <PrivacyPolicy headingLevel={2} />
    </LegalPage>
  );
}
