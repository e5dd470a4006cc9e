/**
 * Redaction for what browsers (and server errors) send to the log store: the store is read by
 * administrators and kept, so nothing that unlocks an account or names a person goes in. E-mail
 * addresses, bearer and JSON web tokens, API keys, secrets in query strings and long opaque
 * strings are replaced; object keys that name a secret lose their value.
 */
const TEXT_RULES: [RegExp, string][] = [
  [/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi, '[email]'],
  // The same address percent-encoded in a URL (angler%40example.com).
  [/[A-Z0-9._%+-]+%40[A-Z0-9.-]+\.[A-Z]{2,}/gi, '[email]'],
  [/\bbearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [redacted]'],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, '[token]'],
  [/\bsk-[A-Za-z0-9_-]{12,}/g, '[secret]'],
  // Stripe secret, restricted and webhook keys, whatever their length (sk_live_..., whsec_...).
  [/\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]+/g, '[secret]'],
  [/\bwhsec_[A-Za-z0-9]+/g, '[secret]'],
  // name=value where the name ends in a secret's name: token=, session_token=,
  // better-auth.session_token=, x-api-key= ... (short values too).
  [
    /\b([\w.-]*(?:token|password|passwd|secret|api[_-]?key|apikey|code|signature|sig|session|auth))=([^&\s#"';,]+)/gi,
    '$1=[redacted]',
  ],
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[redacted]'],
];

const SECRET_KEY = /pass|secret|token|api.?key|auth|cookie|session|credential|signature/i;
const MAX_TEXT = 2000;
const MAX_DEPTH = 4;
const MAX_ITEMS = 30;

export function redactText(text: string): string {
  let out = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  for (const [pattern, replacement] of TEXT_RULES) out = out.replace(pattern, replacement);
  return out;
}

/** A copy of `value` with every string redacted, secret-named keys blanked, depth and size bounded. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => redactValue(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, MAX_ITEMS)
      .map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redactValue(v, depth + 1)]),
  );
}
