import { Link } from 'react-router';
import { MARKETING_PATHS } from '../data/marketing-paths.ts';

/** Privacy Policy; links to the contact form and the data-deletion instructions. */
export function PrivacyContent() {
  return (
    <>
      <h2>What We Collect</h2>
      <ul>
        <li>
          Account details: your e-mail address, a securely hashed password, and your name if you
          give it.
        </li>
        <li>
          Report requests: the location, date, species and fishing preferences you choose, and the
          reports we create.
        </li>
        <li>Messages you send us through the contact form.</li>
        <li>
          Technical data: your IP address and basic request logs, used to keep the service secure,
          to limit abuse and to estimate your approximate location when you ask us to.
        </li>
        <li>
          If you subscribe, our payment processor handles your card details; we never see or store
          full card numbers.
        </li>
      </ul>
      <h2>How We Use It</h2>
      <p>
        To create your reports, run your account and subscription, answer your messages, keep the
        service secure and improve it. We do not sell your personal information, and we do not use
        advertising trackers.
      </p>
      <h2>Who We Share It With</h2>
      <p>
        Only the providers that help us run the service: our payment processor, our e-mail delivery
        service, and the public weather, water and tide data services, which receive map coordinates
        for a report and nothing that identifies you.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a session cookie to keep you signed in. We do not use advertising or cross-site
        tracking cookies.
      </p>
      <h2>How Long We Keep It</h2>
      <p>
        We keep your data while your account is open. When you delete your account, your personal
        data and reports are removed immediately; routine security logs expire on their own
        schedule.
      </p>
      <h2>Your Choices</h2>
      <p>
        You can see and manage your reports in the app, change your details in Account Settings, and
        delete your account and data at any time. Read{' '}
        <Link to={MARKETING_PATHS.dataDeletion}>how to delete your data</Link>, or{' '}
        <Link to={MARKETING_PATHS.contact}>contact us</Link> with any privacy question.
      </p>
      <h2>Age</h2>
      <p>AnglerScout is for people over 18. We do not knowingly collect data from children.</p>
    </>
  );
}
