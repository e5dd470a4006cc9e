/** The account-deletion steps and effects, as /data-deletion lists them. */
export const DELETION_STEPS: readonly string[] = [
  'Go to Account Settings.',
  'Scroll to the bottom of the page.',
  'Expand the Delete Account section.',
  "Click 'I understand, delete my account'.",
  'Read the warning, then click Continue.',
  'Type DELETE in capital letters.',
  'Press the final Delete Account button.',
];

export const DELETION_REMOVES: readonly string[] = [
  'Your account and authentication data',
  'All of your scouting reports',
  'Your subscription and billing information',
  'Your preferences',
];
