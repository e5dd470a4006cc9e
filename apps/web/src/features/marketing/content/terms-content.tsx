import { Link } from 'react-router';
import { MARKETING_PATHS } from '../data/marketing-paths.ts';

export const TERMS_LAST_UPDATED = 'November 21, 2024';

/** Terms of Service: billing, renewal, refunds, fee changes, minimum age 18. */
export function TermsContent() {
  return (
    <>
      <p>
        <strong>Last updated: {TERMS_LAST_UPDATED}</strong>
      </p>
      <h2>1. Agreement</h2>
      <p>
        By creating an account or using AnglerScout you agree to these terms. If you do not agree,
        please do not use the service.
      </p>
      <h2>2. Eligibility</h2>
      <p>You must be over 18 years of age to create an account or buy a subscription.</p>
      <h2>3. Your Account</h2>
      <p>
        Keep your password to yourself and tell us promptly if you think someone else has used your
        account. You are responsible for what happens under your account.
      </p>
      <h2>4. Plans, Billing and Renewal</h2>
      <ul>
        <li>
          New accounts include 3 free scouting reports. After those, a subscription is required for
          further reports.
        </li>
        <li>
          Subscriptions are billed in advance, monthly or yearly, and renew automatically until you
          cancel.
        </li>
        <li>
          Fees are non-refundable, except where the law requires a refund or where we decide, at our
          discretion, to give one.
        </li>
        <li>
          We may change subscription fees. A change takes effect at the end of your current billing
          period, and we will tell you about it beforehand.
        </li>
        <li>If you cancel, you keep access until the end of the period you have paid for.</li>
        <li>
          Unlimited plans are subject to a fair-use cap of 50 reports per calendar month, which
          keeps the service fast and affordable for everyone.
        </li>
      </ul>
      <h2>5. Reports Are Guidance</h2>
      <p>
        Reports combine forecasts, measurements and models, and forecasts can be wrong. A report is
        not a safety forecast or navigation aid. Check official weather and marine warnings before
        you go, and never take risks on the water because a report suggests a spot or a time. You
        are responsible for holding the right licences and following local fishing regulations,
        seasons, size and bag limits, and access rules.
      </p>
      <h2>6. Acceptable Use</h2>
      <p>
        Do not misuse the service: no automated scraping or bulk report generation, no attempts to
        break or probe its security, no reselling reports, and no unlawful, abusive or misleading
        content in the community areas.
      </p>
      <h2>7. Content and Ownership</h2>
      <p>
        Your reports are for your own use. Posts you make in the community remain yours, and you
        give us permission to show them in the service. The AnglerScout name, software and design
        belong to us.
      </p>
      <h2>8. Disclaimers and Liability</h2>
      <p>
        The service is provided as is. To the extent the law allows, we are not liable for indirect
        or consequential losses, and our total liability is limited to the amount you paid us in the
        twelve months before the claim.
      </p>
      <h2>9. Ending Your Account</h2>
      <p>
        You can delete your account at any time; see{' '}
        <Link to={MARKETING_PATHS.dataDeletion}>how to delete your data</Link>. We may suspend
        accounts that break these terms.
      </p>
      <h2>10. Changes and Contact</h2>
      <p>
        We may update these terms and will show the new date above. Questions?{' '}
        <Link to={MARKETING_PATHS.contact}>Contact us</Link>.
      </p>
    </>
  );
}
