/** Copy for the landing page sections. */
export interface LandingCard {
  title: string;
  body: string;
}

export const FEATURES: readonly LandingCard[] = [
  {
    title: 'Instant Reports',
    body: 'Your report is built the moment you ask for it, from current weather, water and tide data. No waiting on a callback from a guide or digging through six different apps.',
  },
  {
    title: 'Fish New Waters',
    body: 'On a lake or bay you have never seen? The report reads it for you: where fish should sit this time of year, how the wind and current will position bait, and where to make your first casts.',
  },
  {
    title: 'Target Any Species',
    body: 'Largemouth, walleye, crappie, trout, redfish, speckled trout, stripers and more. Name your target and the plan follows its seasonal pattern, preferred water temperature and forage.',
  },
];

export const STEPS: readonly LandingCard[] = [
  {
    title: 'Set Location and Date',
    body: 'Search any lake, river, bay or town in the US, or use where you are, and pick the day you plan to fish.',
  },
  {
    title: 'Select Your Style',
    body: 'From shore, boat or canoe and kayak; artificial, fly or live bait; fresh or salt water. Add a target species if you have one.',
  },
  {
    title: 'Get Your Report',
    body: 'Solunar periods, tide stages, pressure trend, wind and water conditions, turned into a plain-English plan: when to go, where to look and what to throw.',
  },
];

export const SCENARIOS: readonly LandingCard[] = [
  {
    title: 'The Busy Business Traveler',
    body: 'Two free hours after a meeting, a rental car and water you do not know. See which tide stage lines up with your window, which bank the wind is pushing bait against, and what to tie on before you leave the hotel.',
  },
  {
    title: 'The Tournament Prepper',
    body: 'Practice days are limited. Check how pressure and wind trend into tournament day, when the solunar majors fall inside your flight, and where the seasonal pattern should have fish, so practice is about confirming, not guessing.',
  },
  {
    title: 'The Weekend Warrior',
    body: 'Saturday is the day you have. Compare the morning and evening windows, plan around the front coming through on Friday night, and show up with the right baits already rigged.',
  },
  {
    title: 'The Curious Beginner',
    body: 'Tired of vague advice? Every report explains the why: what a falling barometer does to the bite, why fish slide to points and drops in the fall, and which simple rigs to start with.',
  },
];

export interface Testimonial {
  quote: string;
  who: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'A free afternoon in Charleston and no idea where to start. The report said to fish the last two hours of the outgoing tide along the oyster bars at the creek mouths. That is exactly where the redfish were.',
    who: 'Business traveler, coastal South Carolina',
  },
  {
    quote: 'Knowing the pressure would climb all week behind the front told me to slow down and fish deeper on tournament day instead of chasing the shallow bite I found in practice.',
    who: 'Club tournament angler, East Texas',
  },
  {
    quote: 'I am new to bass fishing. It told me what to throw and, more important, why. I finally understand what people mean by a good wind.',
    who: 'Weekend angler, Ohio',
  },
];

/** Said next to the quotes so nobody mistakes them for named customer reviews. */
export const TESTIMONIAL_NOTE = 'Composite accounts of the kinds of trips AnglerScout reports are built for.';
