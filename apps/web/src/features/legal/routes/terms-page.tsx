import { TermsOfService } from "../../../content/legal/terms.tsx";
import { LegalPage } from "../components/legal-page.tsx";

/** /terms: the terms of service (opened in a new tab from footers). */
export function Component() {
  return (
    <LegalPage title="Terms of Service" lead="The agreement between you and Brainy AI, in plain English.">
      <TermsOfService headingLevel={2} />
    </LegalPage>
  );
}
