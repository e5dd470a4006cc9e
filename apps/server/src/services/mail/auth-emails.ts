import type { EmailMessage } from './enqueue-email.ts';

/** The account e-mails' wording; links point at the SPA's /new/* screens. */
export function verificationEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Confirm your AnglerScout e-mail address',
    link,
    text: `Welcome to AnglerScout!\n\nConfirm your e-mail address to start getting scouting reports:\n${link}\n\nThe link works once and expires in 1 hour. If you did not sign up, ignore this message.`,
  };
}

export function resetPasswordEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Reset your AnglerScout password',
    link,
    text: `Someone asked to reset the password of your AnglerScout account.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this message: your password stays the same.`,
  };
}

/** Sent instead of a verification link when someone signs up with an address that has an account. */
export function accountExistsEmail(to: string, signInLink: string): EmailMessage {
  return {
    to,
    subject: 'You already have an AnglerScout account',
    link: signInLink,
    text: `Someone (maybe you) tried to create an AnglerScout account with this e-mail address, but it already has one.\n\nSign in here:\n${signInLink}\n\nForgot your password? Choose "Forgot password" on that page. If it was not you, ignore this message: nothing has changed.`,
  };
}
