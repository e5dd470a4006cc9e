/**
 * Species the seasons-and-closures table names that the species catalogue does not have yet
 * (issue 27 adds them). The admin check accepts these ids as well as the catalogue's, so rows for
 * them can be kept now; once the catalogue has them, drop them from this list.
 */
export const PENDING_SPECIES: Record<string, string> = {
  rockfish: 'Rockfish',
  'white-marlin': 'White marlin',
};
