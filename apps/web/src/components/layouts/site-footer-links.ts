/**
 * Footer link table (Follow Us, Company, Customer Care, Legal). The help pages live under
 * /app/pages/{slug} and are public, so the footer works for visitors and members alike.
 */
export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterSection {
  heading: string;
  links: readonly FooterLink[];
}

/** Our brand's profiles; external, so they open as ordinary links, not router navigation. */
export const SOCIAL_LINKS: readonly FooterLink[] = [
  { label: 'Facebook', to: 'https://www.facebook.com/anglerscout' },
  { label: 'Instagram', to: 'https://www.instagram.com/anglerscout' },
  { label: 'YouTube', to: 'https://www.youtube.com/@anglerscout' },
];

export const FOOTER_SECTIONS: readonly FooterSection[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/app/pages/about-app' },
      { label: 'Contact Us', to: '/app/pages/contact-us-app' },
    ],
  },
  {
    heading: 'Customer Care',
    links: [
      { label: 'FAQ', to: '/app/pages/faq-app' },
      { label: 'Get Support', to: '/app/pages/contact-us-app' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/app/pages/terms-app' },
      { label: 'Privacy Policy', to: '/app/pages/privacy-app' },
      { label: 'Data Deletion', to: '/data-deletion' },
    ],
  },
];

export const FOOTER_LOGO_LINK = '/app';
