/** The landing page's four questions. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
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
