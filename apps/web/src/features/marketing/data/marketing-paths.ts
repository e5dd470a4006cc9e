/** Where the public pages send people. */
export const MARKETING_PATHS = {
  /** The landing header's Sign In button. */
  signIn: '/new/auth/signin',
  /** The landing header's Sign Up link. */
  signUp: '/new/signup',
  /** The hero, pricing and closing buttons. */
  register: '/new/auth/signup',
  contact: '/contact',
  dataDeletion: '/data-deletion',
  home: '/',
} as const;

/** The Sign In button waits this long (100 ms) before navigating. */
export const SIGN_IN_DELAY_MS = 100;

export const SUPPORT_EMAIL = 'support@anglerscout.com';
