import { siteContact } from "../site.ts";
import { legalFigures as f } from "./legal-figures.ts";
import { LegalDocument, LegalSection } from "./legal-section.tsx";

/** The terms of service: eligibility, plans and renewal, refunds, use, liability. */
export function TermsOfService({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const support = `mailto:${siteContact.supportEmail}`;
  return (
    <LegalDocument headingLevel={headingLevel}>
      <p>
        <strong>Last updated: {f.lastUpdated}</strong>
      </p>
      <p>
        These terms are the agreement between you and Brainy AI for the use of the Brainy AI website and app.
        By creating an account you accept them. Please also read our{" "}
        <a href="/privacy" target="_blank" rel="noopener">
          Privacy Policy
        </a>
        , which explains how we handle your data.
      </p>

      <LegalSection id="terms-eligibility" title="1. Who can use Brainy AI">
        <p>
          You must be at least {f.minimumAge} years old to create an account. If you are under 18, you confirm
          that a parent or guardian has read and agreed to these terms with you. Each account is for one
          person.
        </p>
      </LegalSection>

      <LegalSection id="terms-account" title="2. Your account">
        <p>
          Give accurate information when you sign up and keep your password to yourself. You are responsible
          for what happens under your account. If you think someone else has access to it, change your
          password and tell us at <a href={support}>{siteContact.supportEmail}</a>.
        </p>
      </LegalSection>

      <LegalSection id="terms-service" title="3. The service and AI-generated content">
        <p>
          Brainy AI plans learning goals and generates lessons, images, audio, assessments and chat answers
          with AI models. AI output can be incomplete or wrong. It is meant for learning, not as professional,
          medical, legal or financial advice; check anything important against a reliable source. We improve
          and change the service over time and may add, change or remove features.
        </p>
      </LegalSection>

      <LegalSection id="terms-plans" title="4. Plans, payment and renewal">
        <p>
          The <strong>Free</strong> plan costs nothing and includes one goal in progress, one topic per goal,
          one lesson generation every 24 hours and five AI chat questions a day, along with notes, the focus
          timer and a personalised roadmap.
        </p>
        <p>
          The <strong>Pro</strong> plan costs {f.proPrice} per month. Payment is taken by our card payment
          provider on its hosted checkout page. <strong>Your subscription renews monthly</strong> and you are
          charged at the start of each monthly period until you cancel. If we change the price, we will tell
          you in advance and the new price applies only from your next renewal after that notice.
        </p>
      </LegalSection>

      <LegalSection id="terms-cancellation" title="5. Cancelling and refunds">
        <p>
          You can cancel at any time in Settings. After cancelling, Pro stays active until the end of the
          period you have paid for and then your account moves to the Free plan; your goals, notes and
          progress are kept.
        </p>
        <p>
          New Pro subscriptions come with a <strong>{f.moneyBackDays}-day money-back guarantee</strong>: if
          Pro is not for you, email <a href={support}>{siteContact.supportEmail}</a> within {f.moneyBackDays}{" "}
          days of your first payment and we will refund it in full. This does not affect your statutory rights
          as a consumer.
        </p>
      </LegalSection>

      <LegalSection id="terms-use" title="6. Acceptable use">
        <p>When you use Brainy AI you agree not to:</p>
        <ul>
          <li>break the law or infringe anyone else's rights;</li>
          <li>
            use the AI features to create content that is harmful, harassing, hateful or sexually explicit;
          </li>
          <li>try to get around plan limits, share your account, or resell access to the service;</li>
          <li>probe, scrape, overload or disrupt the service, or try to access other users' data.</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-content" title="7. Your content and ours">
        <p>
          Your goals, notes, answers and messages remain yours. You give us permission to store and process
          them only to provide the service to you. You may use the lessons generated for you for your own
          learning. The Brainy AI software, name, logo and design belong to us.
        </p>
      </LegalSection>

      <LegalSection id="terms-termination" title="8. Closing your account">
        <p>
          You can delete your account at any time. We may suspend or close an account that seriously or
          repeatedly breaks these terms, and will tell you why unless the law prevents it. After deletion,
          your data is erased within {f.deletionPurgeDays} days, except payment records, which we keep for{" "}
          {f.paymentRecordsYears} years as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="terms-liability" title="9. Our responsibility to you">
        <p>
          We provide Brainy AI with reasonable care and skill, but we cannot promise it will always be
          available or free of errors. We are not responsible for losses that were not foreseeable, or for
          decisions you make based on AI-generated content. Nothing in these terms limits our liability for
          death or personal injury caused by our negligence, for fraud, or for anything else that cannot be
          limited by law. Apart from those cases, our total liability to you is limited to the amount you paid
          us in the 12 months before the claim.
        </p>
      </LegalSection>

      <LegalSection id="terms-changes" title="10. Changes to these terms">
        <p>
          We may update these terms. If a change is significant, we will tell you by email or in the app
          before it takes effect. If you do not agree, you can cancel and delete your account before the
          change applies.
        </p>
      </LegalSection>

      <LegalSection id="terms-law" title="11. Law and disputes">
        <p>
          These terms are governed by the law of England and Wales. If you live in Scotland or Northern
          Ireland, you can also bring proceedings in your local courts.
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title="12. Contact">
        <p>
          Questions about these terms: <a href={support}>{siteContact.supportEmail}</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
