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
