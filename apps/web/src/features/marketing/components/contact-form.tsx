import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_MESSAGES } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { INPUT_CLASS, TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contact-form-validation.ts';

type Status = 'idle' | 'sending' | 'success' | 'error';

/**
 * The contact form: checked on submit, then re-checked on every change;
 * idle, sending, then a success or error banner; the form empties after success.
 */
export function ContactForm() {
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const send = useSendContactMessage();

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (attempted) {
      const result = validateContact(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CONTACT_FIELDS.find((field) => result.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      await send.mutateAsync(result.data);
      setValues(EMPTY_CONTACT);
      setAttempted(false);
      setStatus('success');
    } catch (error) {
      if (error instanceof ApiError) setErrors(pickFieldErrors(error.fields));
      setStatus('error');
    }
  }

  const sending = status === 'sending';
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {status === 'success' && <FormAlert tone="success">{CONTACT_MESSAGES.success}</FormAlert>}
      {status === 'error' && <FormAlert tone="error">{CONTACT_MESSAGES.failure}</FormAlert>}
      <TextField
        label="Full Name"
        name="fullName"
        type="text"
        autoComplete="name"
        required
        value={values.fullName}
        onChange={onChange}
        error={errors.fullName}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={onChange}
        error={errors.email}
      />
      <TextField
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={onChange}
        error={errors.phone}
      />
      <TextField
        label="Message"
        error={errors.message}
        render={({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="message"
            rows={6}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={INPUT_CLASS}
            value={values.message}
            onChange={onChange}
          />
        )}
      />
      {/* Honeypot: hidden from people and assistive technology, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${prefix}-website`}>Website</label>
        <input
          id={`${prefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={onChange}
        />
      </div>
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

function pickFieldErrors(fields: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) if (fields[field]) errors[field] = fields[field];
  return errors;
}
