/** Public pages that screens of more than one feature link to. */
export const PUBLIC_PATHS = {
  /** "How we test the bite score": the validation against NOAA catch data (docs/validation.md). */
  howWeTest: '/how-we-test',
} as const;
