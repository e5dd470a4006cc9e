import { z } from 'zod';

/** First message per field, keyed by the field's path: the shape forms and API errors share. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export const TEXT_MESSAGES = {
  noNul: 'Text may not contain NUL characters.',
  oneLine: 'Must be one line of text, without control characters.',
} as const;

// Postgres text cannot hold U+0000; any other character is fine in free text.
// eslint-disable-next-line no-control-regex -- NUL is what it refuses
const NO_NUL = /^[^\u0000]*$/;
// Names, searches and codes: no line breaks or other control characters (they would let a name
// inject lines into an e-mail, a log line or a report's markdown).
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** Free text from a user (messages, prompts): anything but NUL. */
export const freeText = () => z.string().regex(NO_NUL, TEXT_MESSAGES.noNul);

/** A name, search or code from a user: one line, no control characters. */
export const oneLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(ONE_LINE, TEXT_MESSAGES.oneLine);
