import type { TSourceId } from '@anglerscout/contracts';

/** Who each figure on the Conditions page comes from, with the credit its terms ask for. */
export const SOURCE_CATALOGUE: Record<
  TSourceId,
  { name: string; link: string; attribution: string }
> = {
  'open-meteo-forecast': {
    name: 'Open-Meteo weather forecast',
    link: 'https://open-meteo.com/',
    attribution: 'Weather data by Open-Meteo.com (CC BY 4.0)',
  },
  'open-meteo-marine': {
    name: 'Open-Meteo marine forecast',
    link: 'https://open-meteo.com/en/docs/marine-weather-api',
    attribution: 'Marine data by Open-Meteo.com (CC BY 4.0)',
  },
  'open-meteo-climate': {
    name: 'Open-Meteo historical weather and marine archives (climatology)',
    link: 'https://open-meteo.com/en/docs/historical-weather-api',
    attribution:
      'Typical temperatures from recent years of Open-Meteo archive data (CC BY 4.0); offline, NOAA 1991-2020 climate normals (public domain)',
  },
  'usgs-water': {
    name: 'USGS Water Data',
    link: 'https://waterdata.usgs.gov/',
    attribution: 'U.S. Geological Survey, provisional data subject to revision (public domain)',
  },
  'noaa-coops': {
    name: 'NOAA Tides & Currents observations',
    link: 'https://tidesandcurrents.noaa.gov/',
    attribution: 'NOAA CO-OPS, preliminary observed data (public domain)',
  },
  'tide-predictions': {
    name: 'Tide predictions',
    link: 'https://tidesandcurrents.noaa.gov/',
    attribution:
      'Computed from NOAA harmonic constituents (via @neaps/tide-database). Not for navigation.',
  },
  astronomy: {
    name: 'Sun, moon and solunar periods',
    link: 'https://github.com/cosinekitty/astronomy',
    attribution:
      'Computed with Astronomy Engine; solunar periods after J. A. Knight (tradition, not physics)',
  },
  'bite-model': {
    name: 'AnglerScout bite score',
    link: '/app/conditions',
    attribution: 'Our hourly estimate for a general angler from the weather, moon, sun and tide',
  },
};

/** Who answers for a source, and what its data is called, for the failure messages. */
export const SOURCE_SUBJECTS: Partial<Record<TSourceId, { service: string; data: string }>> = {
  'open-meteo-forecast': {
    service: 'The weather forecast service (Open-Meteo)',
    data: 'the weather forecast',
  },
  'open-meteo-marine': {
    service: 'The marine forecast service (Open-Meteo)',
    data: 'the sea state',
  },
  'usgs-water': { service: 'USGS Water Data', data: 'river and lake gauges' },
  'noaa-coops': { service: 'NOAA Tides & Currents', data: 'the observed water level' },
};

/** What the page says when a source is missing for another reason (the bite score without a forecast). */
export const MISSING_MESSAGES: Partial<Record<TSourceId, string>> = {
  'open-meteo-forecast': 'Weather forecast is unavailable right now.',
  'open-meteo-marine': 'Sea state is unavailable right now.',
  'open-meteo-climate':
    'The climate archive is unavailable right now: typical temperatures come from the bundled NOAA normals where a station is near.',
  'usgs-water': 'River and lake gauges are unavailable right now.',
  'noaa-coops': 'Observed water level is unavailable right now.',
  'bite-model': 'The bite score needs the weather forecast.',
};
