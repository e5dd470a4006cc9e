import { BLACK_BASS_AND_SUNFISH_SOURCES } from './sources/black-bass-and-sunfish.ts';
import { CATFISH_AND_TEMPERATE_BASS_SOURCES } from './sources/catfish-and-temperate-bass.ts';
import { GENERAL_REFERENCES } from './sources/general-references.ts';
import { NAMED_WATER_SOURCES } from './sources/named-waters.ts';
import { PERCIDS_AND_ESOCIDS_SOURCES } from './sources/percids-and-esocids.ts';
import { REGIONAL_SOURCES } from './sources/regional.ts';
import { SALTWATER_SOURCES } from './sources/saltwater.ts';
import type { Source } from './sources/source.ts';
import { TROUT_AND_SALMON_SOURCES } from './sources/trout-and-salmon.ts';

export type { Source };

/**
 * Every source the species data cites, kept by family like the species records (species/data/*)
 * so each file stays readable. species.test.ts checks that no id is defined in two families: a
 * repeated key would silently replace the earlier entry in this spread.
 */
export const SOURCES = {
  ...BLACK_BASS_AND_SUNFISH_SOURCES,
  ...CATFISH_AND_TEMPERATE_BASS_SOURCES,
  ...PERCIDS_AND_ESOCIDS_SOURCES,
  ...TROUT_AND_SALMON_SOURCES,
  ...SALTWATER_SOURCES,
  ...GENERAL_REFERENCES,
  ...REGIONAL_SOURCES,
  ...NAMED_WATER_SOURCES,
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
