import { z } from 'zod';

/** Without SMTP this sender is fine: nothing leaves the machine. With SMTP a relay refuses it. */
const DEFAULT_MAIL_FROM = 'AnglerScout <no-reply@localhost>';

/**
 * A sender address no relay on the internet will accept: not an address, a host without a dot
 * (localhost), or a name that can never be on the internet (RFC 6761 .localhost and .invalid;
 * .local is mDNS). Test names (.test, example.com) pass: a local test relay takes them.
 */
function placeholderSender(mailFrom: string): string | null {
  const address = (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return 'is not an e-mail address';
  const domain = address
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  if (!domain.includes('.')) return `uses the host "${domain}", which no relay accepts mail from`;
  if (/(^|\.)(localhost|invalid|local)$/.test(domain))
    return `uses the domain "${domain}", which cannot exist on the internet`;
  return null;
}

/** Every variable the server reads. `.env.example` documents each one. */
export const ZEnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL: longest a statement may run (statement_timeout); the client waits 1 s more. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BETTER_AUTH_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** How long a request body may take to arrive before the request gets 408. */
  BODY_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10_000_000)
    .default(64 * 1024),
  WEB_DIST_DIR: z.string().optional(),
  PROVIDERS: z.enum(['real', 'fake']).default('real'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  PROVIDER_RETRY_BACKOFF_MS: z.coerce.number().int().min(0).max(30_000).default(1000),
  FAKE_PROVIDER_FAILURES: z.string().optional(),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  ADMIN_EMAILS: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .default([]),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
  /** Connection, greeting and socket-inactivity timeouts of an SMTP delivery (nodemailer's defaults are 2 min, 30 s and 10 min). */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
  /** Multiplies the per-IP auth limits: for test rigs where every client shares one address. */
  AUTH_IP_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  CRM_API_KEY: z.string().optional(),
  CRM_LOCATION_ID: z.string().optional(),
  CRM_BASE_URL: z.string().url().default('https://services.leadconnectorhq.com'),
  /** Open-Meteo paid plan: every Open-Meteo call goes to the customer- hosts with this key. */
  OPEN_METEO_API_KEY: z.string().min(8, 'must be the key of your Open-Meteo plan').optional(),
  /** api.data.gov key for the USGS Water Data API (sent as X-Api-Key): a higher hourly limit. */
  USGS_API_KEY: z.string().min(8, 'must be an api.data.gov key').optional(),
  AI_PROVIDER: z.enum(['built-in', 'openai']).default('built-in'),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(45_000),
  REPORTS_MONTHLY_CAP: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Encrypts the AI API key stored with the AI settings; unset: derived from the auth secret. */
  SETTINGS_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a secret or restricted key (sk_... or rk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_/, 'must be a price id (price_...)')
    .optional(),
  STRIPE_PRICE_YEARLY: z
    .string()
    .regex(/^price_/, 'must be a price id (price_...)')
    .optional(),
  STRIPE_PORTAL_CONFIGURATION_ID: z.string().regex(/^bpc_/, 'must start with bpc_').optional(),
  /** Another Stripe-compatible API (the fake, stripe-mock); unset means Stripe itself. */
  STRIPE_API_URL: z.string().url().optional(),
  MARKETING_PAGES_URL: z.string().url().optional(),
  MARKETING_PAGES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  MARKETING_PAGES_TTL_MS: z.coerce.number().int().min(0).default(600_000),
  CONTACT_FORM_URL: z.string().url().startsWith('https://', 'must be an https URL').optional(),
  /** Web-vitals beacons accepted per client IP per minute. */
  VITALS_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
});

/**
 * The fields, plus the rules between them: with SMTP_URL set, MAIL_FROM must be a sender the relay
 * will accept. Left at the default no-reply@localhost, every message bounces (Amazon SES answers
 * "554 Message rejected: Email address is not verified") and no one can verify an account, so
 * the server refuses to start instead.
 */
export const ZEnv = ZEnvFields.superRefine((env, ctx) => {
  if (!env.SMTP_URL) return;
  const problem = placeholderSender(env.MAIL_FROM);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message: `SMTP_URL is set, so MAIL_FROM must be a real sender your relay accepts (e.g. MAIL_FROM="AnglerScout <no-reply@your-domain.com>"); "${env.MAIL_FROM}" ${problem}${env.MAIL_FROM === DEFAULT_MAIL_FROM ? ' (it is the default, meant for running without SMTP)' : ''}`,
    });
});
export type Env = z.infer<typeof ZEnv>;

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Parses the environment; throws an EnvError that lists every bad field at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = ZEnv.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}
