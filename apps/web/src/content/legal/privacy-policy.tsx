import { siteContact } from "../site.ts";
import { legalFigures as f } from "./legal-figures.ts";
import { LegalDocument, LegalSection } from "./legal-section.tsx";

/**
 * The UK-GDPR privacy policy. Shared by /privacy
 * (headingLevel 2) and the settings Privacy tab (default 3, under the tab's own h2).
 */
export function PrivacyPolicy({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const mail = `mailto:${siteContact.privacyEmail}`;
  return (
    <LegalDocument headingLevel={headingLevel}>
      <p>
        <strong>Last updated: {f.lastUpdated}</strong>
      </p>
      <p>
        This policy explains what personal data Brainy AI collects when you use our website and app, why we
        collect it, how long we keep it and the rights you have under the UK General Data Protection
        Regulation (UK GDPR) and the Data Protection Act 2018.
      </p>

      <LegalSection id="privacy-controller" title="1. Who we are and how to contact us">
        <p>
          Brainy AI (“Brainy AI”, “we”, “us”) is the controller of the personal data described in this policy.
          For any question about your data or to exercise your rights, email us at{" "}
          <a href={mail}>{siteContact.privacyEmail}</a>. We answer every request ourselves; you do not need to
          use a particular form.
        </p>
      </LegalSection>

      <LegalSection id="privacy-data" title="2. The data we collect">
        <ul>
          <li>
            <strong>Account data:</strong> your username, email address and password (stored only as a one-way
            hash, never in readable form).
          </li>
          <li>
            <strong>Profile data:</strong> your birth date, education degree, current status and learning
            motivation, which you give us during setup and can change in Settings.
          </li>
          <li>
            <strong>Learning data:</strong> your goals and answers to the planner's questions, your courses,
            roadmaps and lessons, assessment answers and scores, notes, AI chat messages and focus-timer
            sessions.
          </li>
          <li>
            <strong>Subscription data:</strong> your plan, its status and renewal dates. Card payments are
            taken by our payment provider on its own hosted checkout page; we never see or store your card
            number.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser and device type, and server logs of requests
            and errors.
          </li>
          <li>
            <strong>Cookies and local storage:</strong> see section 10.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-use" title="3. How we use your data">
        <ul>
          <li>to create and run your account and keep you signed in;</li>
          <li>
            to plan your learning and generate lessons, images, audio, assessments and chat answers with AI
            models;
          </li>
          <li>to take payments, manage your subscription and handle refunds;</li>
          <li>to answer your messages and provide support;</li>
          <li>to keep the service secure, prevent abuse and enforce plan limits;</li>
          <li>
            to understand how the product is used and improve it, where you have allowed analytics cookies.
          </li>
        </ul>
        <p>
          We do not sell your personal data, and we do not use it for automated decisions with legal effects
          on you.
        </p>
      </LegalSection>

      <LegalSection id="privacy-legal-bases" title="4. Our legal bases">
        <ul>
          <li>
            <strong>Contract:</strong> to provide the service you signed up for, including AI-generated
            content and your subscription.
          </li>
          <li>
            <strong>Legitimate interests:</strong> to keep the service secure, prevent fraud and improve it
            using aggregated information, where those interests are not overridden by yours.
          </li>
          <li>
            <strong>Consent:</strong> for analytics, marketing and functional cookies. You can withdraw
            consent at any time without affecting what happened before.
          </li>
          <li>
            <strong>Legal obligation:</strong> to keep payment records for tax and accounting purposes.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-sharing" title="5. Who we share it with">
        <p>
          We share personal data only with service providers who process it on our instructions and under
          contract:
        </p>
        <ul>
          <li>hosting and database providers that run the service;</li>
          <li>
            AI model providers, which receive the text needed to produce your content (for example your goal,
            a lesson topic or your chat question);
          </li>
          <li>our card payment provider, which runs the checkout and holds your payment details;</li>
          <li>our email delivery provider, for account and password-reset messages.</li>
        </ul>
        <p>
          We may also disclose data where the law requires it, or to protect the rights and safety of our
          users.
        </p>
      </LegalSection>

      <LegalSection id="privacy-transfers" title="6. International transfers">
        <p>
          Some of our providers process data outside the UK. When they do, we rely on UK adequacy regulations
          or on safeguards approved under UK law, such as the International Data Transfer Agreement or the UK
          Addendum to the EU Standard Contractual Clauses. You can ask us for a copy of the safeguards that
          apply.
        </p>
      </LegalSection>

      <LegalSection id="privacy-retention" title="7. How long we keep your data">
        <table>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Account, profile and learning data</td>
              <td>
                Until you delete your account, or {f.inactiveAccountYears} years after your last activity.
                Remaining copies, including backups, are erased within {f.deletionPurgeDays} days after
                deletion.
              </td>
            </tr>
            <tr>
              <td>Payment and invoice records</td>
              <td>{f.paymentRecordsYears} years, as tax and accounting law requires</td>
            </tr>
            <tr>
              <td>Support emails and other communication records</td>
              <td>{f.communicationRecordsYears} years</td>
            </tr>
            <tr>
              <td>Technical and security logs</td>
              <td>{f.technicalLogsMonths} months</td>
            </tr>
          </tbody>
        </table>
      </LegalSection>

      <LegalSection id="privacy-rights" title="8. Your rights">
        <p>You have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased;</li>
          <li>restrict or object to our use of your data;</li>
          <li>receive your data in a portable format;</li>
          <li>withdraw consent at any time, where we rely on consent.</li>
        </ul>
        <p>
          To use any of these rights, email <a href={mail}>{siteContact.privacyEmail}</a>. We may ask you to
          confirm your identity. We respond within one month ({f.rightsResponseDays} days) of receiving your
          request, free of charge.
        </p>
      </LegalSection>

      <LegalSection id="privacy-security" title="9. Security">
        <p>
          Connections to Brainy AI are encrypted. Passwords are stored only as strong one-way hashes. Sign-in
          tokens expire (after 24 hours, or 30 days if you choose to be remembered) and logging out revokes
          them. Access to production data is limited to the people who need it to run the service.
        </p>
      </LegalSection>

      <LegalSection id="privacy-cookies" title="10. Cookies and local storage">
        <p>
          We use strictly necessary storage to keep you signed in, remember your theme and avatar, and
          remember your cookie choice. These are always on. With your consent we also use:
        </p>
        <ul>
          <li>
            <strong>Analytics</strong> to understand which pages and features are used;
          </li>
          <li>
            <strong>Marketing</strong> to measure our campaigns;
          </li>
          <li>
            <strong>Functional</strong> storage for conveniences such as your last opened course.
          </li>
        </ul>
        <p>
          You choose in the cookie banner when you first visit, and you can change your choice at any time
          with the “Cookie settings” link in the footer of our website.
        </p>
      </LegalSection>

      <LegalSection id="privacy-children" title="11. Children">
        <p>
          Brainy AI is not for children under {f.minimumAge}. We do not knowingly collect data from anyone
          under {f.minimumAge}; if we learn that we have, we delete it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="12. Changes to this policy">
        <p>
          We may update this policy as the product changes. The date at the top shows the latest version. If a
          change matters to how we use your data, we will tell you by email or in the app before it takes
          effect.
        </p>
      </LegalSection>

      <LegalSection id="privacy-complaints" title="13. Complaints">
        <p>
          If you are unhappy with how we handle your data, please tell us first so we can put it right. You
          also have the right to complain to the UK regulator, the Information Commissioner's Office (ICO), at{" "}
          <a href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noopener noreferrer">
            ico.org.uk/make-a-complaint
          </a>{" "}
          or by phone on 0303 123 1113.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
