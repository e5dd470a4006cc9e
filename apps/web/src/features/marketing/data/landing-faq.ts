import { PUBLIC_PATHS } from '@/lib/public-paths.ts';

/** The landing page's questions. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** A page that answers more fully, linked after the answer */
  link?: { to: string; label: string };
}

export const LANDING_FAQ: readonly FaqEntry[] = [
  {
    id: 'whats-in-a-report',
    question: 'What is in a scouting report?',
    answer:
      'The best windows for your date from solunar periods and, on the coast, tide stages; the weather that moves fish (pressure trend, wind speed and direction, cloud cover, air and water temperature); how your target species should be behaving at that time of year; and a plan for where to look and what to throw for the way you fish.',
  },
  {
    id: 'where-data-comes-from',
    question: 'Where does the data come from?',
    answer:
      'Weather and marine forecasts from Open-Meteo, river flow and water temperature from USGS gauges, tide predictions from NOAA harmonic constants with observed water levels from NOAA CO-OPS stations, and sun and moon times computed astronomically. Species guidance comes from fisheries research and state agency fishing guides.',
  },
  {
    id: 'does-the-score-work',
    question: 'Does the bite score actually work?',
    answer:
      'We test it in public. We scored thousands of real fishing trips from NOAA\u2019s angler survey with the app\u2019s own code and checked whether the trips the score liked caught more fish per hour than others at the same place on the same day. We publish the result whether or not the score beats a plain solunar table.',
    link: { to: PUBLIC_PATHS.howWeTest, label: 'How we test the bite score' },
  },
  {
    id: 'what-is-free',
    question: 'What do I get for free?',
    answer: 'Three full scouting reports when you sign up, plus access to the community forum. No credit card is needed to start.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel the Founding Member plan?',
    answer:
      'Yes. Cancel from your account page at any time and you keep access until the end of the period you paid for. Subscriptions are billed in advance and renew automatically until you cancel.',
  },
];
