import { ZContactRequest } from '@anglerscout/contracts';
import { fieldErrors } from '@/lib/field-errors.ts';

/** The form's fields in screen order; the honeypot `website` is not a visible field. */
export const CONTACT_FIELDS = ['fullName', 'email', 'phone', 'message'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField | 'website', string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = {
  fullName: '',
  email: '',
  phone: '',
  message: '',
  website: '',
};

export type ContactValidation =
  | { ok: true; data: ReturnType<typeof ZContactRequest.parse> }
  | { ok: false; errors: ContactErrors };

/** Validates with the same zod contract the server uses, keeping the first message per field. */
export function validateContact(values: ContactValues): ContactValidation {
  const result = ZContactRequest.safeParse({ ...values, website: values.website || undefined });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues, CONTACT_FIELDS) };
}
