import { z } from 'zod';
import { freeText, oneLineText } from './validation.ts';

/** The contact form's messages, worded exactly. */
export const CONTACT_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneInvalid: 'Invalid phone number',
  messageRequired: 'Message is required',
  success: "Your message has been sent! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again later.',
} as const;

// A standard address: something@something.tld, no spaces and no line breaks.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const PHONE_PATTERN = /^[0-9+\-() ]*$/;
const NO_LINE_BREAK = /^[^\r\n]*$/;

export const CONTACT_LIMITS = { fullName: 120, email: 254, phone: 40, message: 5000 } as const;

export const ZContactRequest = z.object({
  fullName: z
    .string({ error: CONTACT_MESSAGES.fullNameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.fullNameRequired)
    .max(CONTACT_LIMITS.fullName, `Full name must be at most ${CONTACT_LIMITS.fullName} characters`)
    .regex(NO_LINE_BREAK, 'Full name must be on one line')
    .pipe(oneLineText()),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, CONTACT_MESSAGES.phoneInvalid)
    .regex(PHONE_PATTERN, CONTACT_MESSAGES.phoneInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`)
    .pipe(freeText()),
  /** Honeypot: a field hidden from people; bots fill it in. */
  website: freeText().max(500).optional(),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

export const ZContactResponse = z.object({ ok: z.literal(true) });
export type TContactResponse = z.infer<typeof ZContactResponse>;

/** GET /api/admin/contact-messages: the newest messages first. */
export const ZContactMessagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZContactMessage = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;
export const ZContactMessagesResponse = z.object({ items: z.array(ZContactMessage) });
export type TContactMessagesResponse = z.infer<typeof ZContactMessagesResponse>;
