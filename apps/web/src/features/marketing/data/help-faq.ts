import { FAIR_USE_TEXT } from '@anglerscout/contracts';

/** The help-centre FAQ shown at /app/pages/faq-app. */
export interface HelpFaqSection {
  id: string;
  heading: string;
  entries: readonly { id: string; question: string; answer: string }[];
}

export const HELP_FAQ: readonly HelpFaqSection[] = [
  {
    id: 'reports',
    heading: 'Our Reports',
    entries: [
      {
        id: 'report-contents',
        question: 'What does a scouting report include?',
        answer:
          'The best fishing windows for your date from solunar periods and tide stages, the weather that matters to fish (pressure trend, wind, cloud cover, air and water temperature), water conditions from nearby gauges where they exist, how your target species should be behaving that time of year, and a plan: where to look, what to throw and how to work it.',
      },
      {
        id: 'report-accuracy',
        question: 'How accurate are the reports?',
        answer:
          'They are as good as the forecasts and measurements behind them, and forecasts more than a few days out are less certain. Reports say which data they used and when it is missing, so you know how much weight to give them. They are guidance, not a guarantee of fish.',
      },
      {
        id: 'report-species',
        question: 'Which species and waters are covered?',
        answer:
          'Fresh and salt water across the US, from farm ponds and rivers to bays and inshore flats. Pick a target species for specific advice, or leave it blank and the report covers what is most likely biting.',
      },
    ],
  },
  {
    id: 'how',
    heading: 'How It Works',
    entries: [
      {
        id: 'create-report',
        question: 'How do I create a report?',
        answer:
          'Sign in, choose Create Report, search for a location or use your current one, pick the date, then your fishing type (from shore, boat, or canoe and kayak), bait type (artificial, fly, or live and natural) and water type. Add a species if you like, and submit.',
      },
      {
        id: 'solunar',
        question: 'What are solunar periods?',
        answer:
          'Times of day tied to the moon passing overhead and underfoot (major periods) and rising and setting (minor periods). Many anglers find fish feed more actively around them, especially when they line up with dawn, dusk or a moving tide.',
      },
      {
        id: 'report-manager',
        question: 'Where do I find my old reports?',
        answer: 'In the Report Manager. Reports are private to your account and cannot be shared with other members inside the app.',
      },
    ],
  },
  {
    id: 'billing',
    heading: 'Account and Billing',
    entries: [
      {
        id: 'free-reports',
        question: 'What does the free plan include?',
        answer: '3 free fishing reports plus access to the community forum. After those 3 reports, subscribe for unlimited access.',
      },
      {
        id: 'founding-member',
        question: 'What does the Founding Member Special include?',
        answer: `$9.97/month or $99.97/year. ${FAIR_USE_TEXT}, the Report Manager, all future enhancements, a Founding Member badge, priority support and direct input into new features.`,
      },
      {
        id: 'payment-methods',
        question: 'Which payment methods do you accept?',
        answer: 'Visa, MasterCard, American Express, Discover and PayPal.',
      },
      {
        id: 'plan-changes',
        question: 'How do plan changes and cancellations work?',
        answer:
          'Plan changes apply at your next billing date. Subscriptions are billed in advance and renew automatically; if you cancel, you keep access until the end of the period you paid for.',
      },
    ],
  },
  {
    id: 'support',
    heading: 'Troubleshooting & Support',
    entries: [
      {
        id: 'location-not-found',
        question: 'My location is not found. What can I do?',
        answer: 'Try the nearest town or the water body\'s full name (for example "Lake Fork Reservoir, TX"), or allow location access and use your current position.',
      },
      {
        id: 'report-failed',
        question: 'A report did not finish. What should I do?',
        answer: 'Try again in a minute. If it keeps failing, contact us with the location and date you chose and we will look into it.',
      },
      {
        id: 'contact-support',
        question: 'How do I reach support?',
        answer: 'Use the contact form on our Contact page. Founding Members get priority support.',
      },
    ],
  },
  {
    id: 'privacy',
    heading: 'Privacy & Data',
    entries: [
      {
        id: 'who-sees-reports',
        question: 'Who can see my reports?',
        answer: 'Only you. Reports are tied to your account and are not shown to other members.',
      },
      {
        id: 'delete-data',
        question: 'How do I delete my account and data?',
        answer:
          'In Account Settings, open Delete Account at the bottom of the page and follow the steps. Deletion is permanent and immediate and removes your account, reports, subscription and billing information and preferences.',
      },
    ],
  },
];
