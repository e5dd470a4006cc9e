import { StaticPage } from '../components/static-page.tsx';
import { ContactForm } from '../components/contact-form.tsx';

export function ContactPage() {
  return (
    <StaticPage
      title="Contact Us"
      lead="Questions about a report, your account or billing? Send us a note and we will get back to you."
    >
      <ContactForm />
    </StaticPage>
  );
}
