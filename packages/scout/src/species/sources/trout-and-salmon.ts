import type { Source } from './source.ts';

/** Trout, char and Pacific salmon. */
export const TROUT_AND_SALMON_SOURCES = {
  'usfws-hsi-rainbow-trout': {
    title: 'Habitat suitability information: Rainbow trout (Raleigh, Hickman, Solomon & Nelson)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.60',
  },
  'rainbow-spawning-1971': {
    title:
      'Environmental influences on extended spawning of rainbow trout (Salmo gairdneri), Trans. Am. Fish. Soc. 100:312-318',
    publisher: 'peer-reviewed journal',
    year: 1971,
    locator: 'doi:10.1577/1548-8659(1971)100<312:EIOESO>2.0.CO;2',
  },
  'usfws-hsi-brown-trout': {
    title:
      'Habitat suitability index models and instream flow suitability curves: Brown trout (Raleigh, Zuckerman & Nelson)',
    publisher: 'USFWS',
    year: 1986,
    locator: 'Biological Report 82(10.124)',
  },
  'njdfw-brown-trout': {
    title:
      'Brown trout (Salmo trutta) fact sheet: optimum temperature 12-19 C; spawning October-December at 7-9 C',
    publisher: 'New Jersey Division of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/doc/9432142/brown-trout-salmo-trutta',
  },
  'usfws-hsi-brook-trout': {
    title: 'Habitat suitability index models: Brook trout (Raleigh)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.24',
  },
  'njdfw-brook-trout': {
    title:
      'Brook trout (Salvelinus fontinalis) fact sheet: spawning mid-September into November at 4.5-10 C',
    publisher: 'New Jersey Division of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/download/7421234/brook-trout-salvelinus-fontinalis',
  },
  'usfws-hsi-cutthroat': {
    title: 'Habitat suitability index models: Cutthroat trout (Hickman & Raleigh)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.5',
  },
  'usfws-hsi-lake-trout': {
    title:
      'Habitat suitability index models: Lake trout, exclusive of the Great Lakes (Marcus, Hubert & Anderson)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.84',
  },
  'usfws-hsi-chinook': {
    title:
      'Habitat suitability index models and instream flow suitability curves: Chinook salmon (Raleigh, Miller & Nelson)',
    publisher: 'USFWS',
    year: 1986,
    locator: 'Biological Report 82(10.122)',
  },
  'usfws-hsi-coho': {
    title: 'Habitat suitability index models: Coho salmon (McMahon)',
    publisher: 'USFWS',
    year: 1983,
    locator: 'FWS/OBS-82/10.49',
  },
  'idfg-kokanee': {
    title: 'Kokanee salmon add color to Idaho streams (Idaho Department of Fish and Game release)',
    publisher: 'Idaho Department of Fish and Game',
    year: 2014,
    locator:
      'copy at hagadonenewsnetwork.com/news/2014/sep/04/kokanee-salmon-add-color-to-idaho-streams-5',
  },
  'idfg-kokanee-runs': {
    title: 'Back to school (Art Butts, fisheries biologist, on early- and late-run kokanee)',
    publisher: 'Idaho Department of Fish and Game',
    year: 'n.d.',
    locator: 'idfg.idaho.gov/archive/22612/press-back-school',
  },
  'me-ifw-landlocked-salmon': {
    title: 'Species information: landlocked salmon',
    publisher: 'Maine Department of Inland Fisheries and Wildlife',
    year: 'n.d.',
    locator: 'maine.gov/IFW/fish-wildlife/fisheries/species-information/landlocked-salmon.html',
  },
  'me-landlocked-plan': {
    title:
      'Operational plan for the restoration of diadromous fishes to the Penobscot River: landlocked salmon habitat',
    publisher:
      'Maine Department of Marine Resources and Maine Department of Inland Fisheries and Wildlife',
    year: 'n.d.',
    locator: 'copy at yumpu.com/en/document/view/5551051 (page 230)',
  },
  'usfws-anwr-grayling': {
    title: 'Arctic grayling (Arctic National Wildlife Refuge)',
    publisher: 'USFWS',
    year: 'n.d.',
    locator: 'arctic.fws.gov/graylingmap.htm (archived 2009 at webarchive.library.unt.edu)',
  },
  'wdfw-pink-salmon': {
    title:
      'Pink salmon flood into Puget Sound (2013) and Pink salmon bumper crop headed for Puget Sound (2015), WDFW managers quoted',
    publisher: 'Spokesman-Review (WDFW)',
    year: 2015,
    locator:
      'spokesman.com/stories/2013/aug/04/field-reports-field-reports-pink-salmon-flood; spokesman.com/stories/2015/jun/18/pink-salmon-numbers-will-be-plentiful-in-puget',
  },
} as const satisfies Record<string, Source>;
