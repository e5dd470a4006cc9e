import { getSpecies } from '@anglerscout/scout';
import { AppError } from '../../lib/primitives/app-error.ts';

/** A species id the science knows (the report form's list), or a 400 naming the field. */
export function assertKnownSpecies(species: string | null | undefined): void {
  if (species && !getSpecies(species))
    throw new AppError('VALIDATION_INVALID_FORMAT', 'Unknown species; pick one from the list.', {
      species: 'Unknown species',
    });
}
